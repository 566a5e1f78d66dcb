// Throughput through the edge (nginx for TLS → Varnish, as `node scripts/stack.mjs up` runs them)
// beside the floor: the bare production server answering the same page from its own cache, as
// `npm start` runs it. Both measured one after the other, never at once (two cores), with the
// headers a browser sends, so both compress: Next with gzip, the edge with brotli.
//
//   node bench/edge.mjs [--pages=/news,/ar]     writes bench/results/<date>-edge.json
//   npm run bench -- --no-build --only=edge     the same from the benchmark (scripts/bench.mjs)
//
// Ports: BENCH_PORT (3210) + 20 the bare server, + 21 and + 22 the stack's http and https, and
// + 23 to + 28 its Varnish, instances, Redis and compressing nginx.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { httpsRequest } from '../scripts/stack.mjs';
import { prepare, serverArgs } from '../scripts/standalone.mjs';
import { cannon, waitFor } from './load.mjs';
import { resultsFile } from './results-file.mjs';

const BASE = (Number(process.env.BENCH_PORT) || 3210) + 20;
const BARE = `http://localhost:${BASE}`;
/** The stack's public https address: what a phone reaches (also measured by Lighthouse, scripts/bench.mjs). */
export const EDGE = `https://localhost:${BASE + 2}`;
/** The webhook's secret for this run only. */
const SECRET = randomUUID();
/** How often the time from the webhook to the fresh page is taken (the median is kept). */
const REVALIDATIONS = 7;
/** What Chromium sends for a page. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };

/**
 * Starts (`up`) or stops (`down`) the whole stack of scripts/stack.mjs on the current build, on
 * this benchmark's ports.
 * @param {'up' | 'down'} command
 */
export function stack(command) {
  const result = spawnSync(process.execPath, ['scripts/stack.mjs', command], {
    stdio: ['ignore', 2, 2],
    env: {
      ...process.env,
      STACK_DIR: path.resolve('.bench-data', 'stack'),
      STACK_HTTP_PORT: String(BASE + 1),
      STACK_HTTPS_PORT: String(BASE + 2),
      STACK_INTERNAL_PORT: String(BASE + 3),
      REVALIDATE_SECRET: SECRET,
    },
  });
  if (result.status !== 0) throw new Error(`scripts/stack.mjs ${command} failed`);
}

/** Requests per second, averaged over the run; a run with errors or non-2xx answers is refused. */
async function rate(url, load) {
  const result = await cannon(url, { ...load, headers: BROWSER });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return Math.round(result.requests.average);
}

/**
 * Each page (not the references) measured on the bare server, then through the edge once the
 * edge holds it (a HIT). Resolves with one row per page: req/s of each and edge ÷ floor.
 * @param {{ pages: { type: string, locale: string, path: string, reference?: boolean }[],
 *   load: { connections: number, durationSeconds: number }, log: (...parts: unknown[]) => void }} options
 */
export async function benchEdge({ pages, load, log }) {
  const measured = pages.filter((page) => !page.reference);
  await prepare();
  const bare = spawn(process.execPath, serverArgs(), {
    stdio: ['ignore', 'ignore', 2],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(BASE),
      HOSTNAME: 'localhost',
      DATA_DIR: path.resolve('.bench-data'),
    },
  });
  /** @type {Record<string, number>} */
  const floor = {};
  try {
    await waitFor(`${BARE}/api/health`);
    for (const page of measured) {
      await fetch(`${BARE}${page.path}`);
      log(`floor ${page.path}`);
      floor[page.path] = await rate(`${BARE}${page.path}`, load);
    }
  } finally {
    bare.kill('SIGTERM');
  }

  stack('up');
  try {
    const rows = [];
    for (const page of measured) {
      // Twice through nginx, so the second is Varnish's: the run measures the edge's copy.
      await httpsRequest(`${EDGE}${page.path}`);
      const { headers } = await httpsRequest(`${EDGE}${page.path}`);
      if (headers['x-cache'] !== 'HIT') throw new Error(`${page.path} is not a HIT at the edge`);
      log(`edge ${page.path}`);
      const edge = await rate(`${EDGE}${page.path}`, load);
      rows.push({
        ...page,
        floorRps: floor[page.path],
        edgeRps: edge,
        ratio: Math.round((edge / floor[page.path]) * 100) / 100,
      });
    }
    return { rows, revalidation: await timeToFresh(measured, log) };
  } finally {
    stack('down');
  }
}

/**
 * From sending `POST /api/revalidate` for an item's tag through the edge to having the item's
 * page again, rendered anew (a MISS at the edge): the median of REVALIDATIONS, in milliseconds.
 */
async function timeToFresh(pages, log) {
  const detail = pages.find((page) => page.type === 'detail') ?? pages[0];
  const url = `${EDGE}${detail.path}`;
  const times = [];
  for (let run = 0; run < REVALIDATIONS; run += 1) {
    await httpsRequest(url);
    const started = performance.now();
    const webhook = await httpsRequest(`${EDGE}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['news'] }),
    });
    const page = await httpsRequest(url);
    if (webhook.status !== 200 || page.status !== 200 || page.headers['x-cache'] !== 'MISS') {
      throw new Error(`revalidation: webhook ${webhook.status}, page ${page.headers['x-cache']}`);
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const medianMs = Math.round(times[Math.floor(times.length / 2)]);
  log(`webhook to fresh ${detail.path}: ${medianMs} ms (median of ${REVALIDATIONS})`);
  return {
    path: detail.path,
    tag: 'news',
    runs: REVALIDATIONS,
    medianMs,
    maxMs: Math.round(times.at(-1)),
  };
}

/** The Markdown table of a run. */
export function edgeSummary({ rows, revalidation }, load) {
  return [
    `### Through the edge (nginx TLS → Varnish), ${load.connections} connections × ${load.durationSeconds} s, beside the bare server`,
    '',
    '| Page | Type | Bare server (req/s) | Edge (req/s) | Edge ÷ bare |',
    '| --- | --- | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| \`${row.path}\` | ${row.type} (${row.locale}) | ${row.floorRps} | ${row.edgeRps} | ${row.ratio}× |`,
    ),
    '',
    `From \`POST /api/revalidate\` (tag \`${revalidation.tag}\`) to \`${revalidation.path}\` rendered anew through the edge: ${revalidation.medianMs} ms (median of ${revalidation.runs}, slowest ${revalidation.maxMs} ms).`,
  ].join('\n');
}

/** Measures, writes bench/results/<date>-edge.json (-edge-2.json for a second run) and prints the table. */
export async function main({ pages, load, log }) {
  const measured = await benchEdge({ pages, load, log });
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.versions.node, loadavg: os.loadavg() },
    load,
    headers: BROWSER,
    edge: measured.rows,
    revalidation: measured.revalidation,
  };
  const out = resultsFile(results.date.slice(0, 10), '-edge');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(edgeSummary(measured, load));
  console.log(`\nResults: ${path.relative(process.cwd(), out)}`);
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const plan = JSON.parse(await readFile(path.resolve('bench', 'pages.json'), 'utf8'));
  const only = process.argv
    .find((arg) => arg.startsWith('--pages='))
    ?.slice('--pages='.length)
    .split(',');
  await main({
    pages: only ? plan.throughput.filter((page) => only.includes(page.path)) : plan.throughput,
    load: plan.throughputLoad,
    log: (...parts) => console.error('[bench edge]', ...parts),
  });
}
