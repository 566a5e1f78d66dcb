// The served half of the scale bench (bench/scale.mjs): one standalone server on a build, and
// what it costs to run: how long until it listens and its search is ready, the first searches,
// a walk of the sitemap's pages, and the memory it keeps after the walk.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { waitFor } from './load.mjs';
import { residentBytes } from './resident.mjs';
import { prepare, serverArgs } from '../scripts/standalone.mjs';

const PORT = Number(process.env.BENCH_PORT) || 3210;
export const ORIGIN = `http://localhost:${PORT}`;
/** Pages visited before the memory is read. */
export const WALK = 200;

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** `count` pages of the sitemap, spread over it: lists, items of every kind, every language. */
async function walkPages(count) {
  const xml = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
  let locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  // Past 50,000 URLs the sitemap is an index: its first part is enough to choose from.
  if (xml.includes('<sitemapindex')) {
    const part = await (await fetch(locs[0])).text();
    locs = [...part.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  }
  const step = Math.max(1, locs.length / count);
  return Array.from({ length: Math.min(count, locs.length) }, (_, index) => {
    const url = new URL(locs[Math.floor(index * step)]);
    return `${ORIGIN}${url.pathname}`;
  });
}

/**
 * Asks the server (bench/kept-memory.mjs) to collect its garbage and say what it still holds:
 * the resident memory and the live heap once V8 has collected everything it can.
 */
async function keptMemory(child, file) {
  await rm(file, { force: true });
  child.kill('SIGUSR2');
  for (let waited = 0; waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8'));
  }
  throw new Error('the server did not report its kept memory within 30 s');
}

export async function serve(env, { heapLimitMb } = {}) {
  await prepare();
  const started = performance.now();
  const keptFile = path.resolve('.bench-data', 'kept-memory.json');
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', path.resolve('bench', 'kept-memory.mjs'), ...serverArgs()],
    {
      stdio: ['ignore', 'ignore', 2],
      env: {
        ...env,
        ...(heapLimitMb
          ? { NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapLimitMb}`.trim() }
          : {}),
        PORT: String(PORT),
        HOSTNAME: 'localhost',
        DATA_DIR: path.resolve('.bench-data'),
        KEPT_MEMORY_OUT: keptFile,
      },
    },
  );
  try {
    await waitFor(`${ORIGIN}/api/health`);
    const listeningMs = performance.now() - started;
    // The health check starts the search indexes' build; an instance is in service once it
    // says they are ready (a load balancer's readiness check).
    let search = 'warming';
    while (search !== 'ready') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      search = (await (await fetch(`${ORIGIN}/api/health`)).json()).search;
    }
    const searchReadyMs = performance.now() - started;
    const firstSearch = await timed(`${ORIGIN}/search?q=water`);
    const secondSearch = await timed(`${ORIGIN}/search?q=energy`);
    const pages = await walkPages(WALK);
    const statuses = {};
    const walkStarted = performance.now();
    for (const url of pages) {
      const { status } = await timed(url);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    const walkSeconds = (performance.now() - walkStarted) / 1000;
    // The figure first, then (after a full collection) what the server keeps.
    const rssAfterWalkBytes = residentBytes(child.pid);
    const kept = await keptMemory(child, keptFile);
    return {
      listeningMs: Math.round(listeningMs),
      searchReadyMs: Math.round(searchReadyMs),
      firstSearchMs: Math.round(firstSearch.ms),
      firstSearchStatus: firstSearch.status,
      secondSearchMs: Math.round(secondSearch.ms),
      walk: { pages: pages.length, statuses, seconds: Number(walkSeconds.toFixed(1)) },
      rssAfterWalkBytes,
      afterFullCollection: { rssBytes: kept.rssBytes, heapUsedBytes: kept.heapUsedBytes },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
