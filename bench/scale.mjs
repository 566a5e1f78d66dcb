// How the site's costs grow with its content (docs/scale.md): `npm run bench -- --scale=40`
// builds and serves the showcase content (×1) and the same content multiplied (×40: news, events,
// publications, projects and stories copied with new ids by scripts/scale-content.mjs), one after
// the other in one run, and measures each the same way:
// - the build: wall time, the size of `.next`, the pages it generated;
// - the server (standalone, embedded provider): how long until its search indexes are ready, the
//   first search after that (the whole page), the resident memory after a walk of 200 pages;
// - the search alone (bench/search.mjs in a process of its own): index memory per language and
//   the lookup's 95th percentile.
// Results: bench/results/<date>-scale.json and a Markdown summary on stdout. Ports: BENCH_PORT
// (default 3210) the site. The last build left in .next is the multiplied one: `npm run build`
// before serving the showcase again.
// Each variant's build (the standalone server's `.next`, as the build left it, and the build's
// figures) is kept in .bench-data/build-x<N>/. `npm run bench -- --scale=40 --no-build` serves
// those again without building: for measuring a change to what the server does at run time (its
// memory, its start) without two builds each time. It prints the summary but writes no results
// file, and it measures the code of the last build, not the working tree: rebuild after a change
// to the site's code.
import { spawnSync } from 'node:child_process';
import { cp, readFile, readdir, lstat, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { resultsFile } from './results-file.mjs';
import { writeScaledContent } from '../scripts/scale-content.mjs';
import { prepare } from '../scripts/standalone.mjs';
import { ORIGIN, serve, WALK } from './scale-server.mjs';

/**
 * The walk is made twice per variant: with Node's default heap limit (far above what the server
 * uses on this machine, so V8 collects late), and with this one, the same for ×1 and ×N, so the
 * two figures show what is garbage not yet collected and what the server keeps (docs/scale.md).
 * 160 MB, enough for the showcase, ended the ×40 server out of memory while its search indexes
 * were built (156 MB live).
 */
const HEAP_LIMIT_MB = 384;
/** The targets at the multiplied scale (issue 24), as ratios to ×1 or in milliseconds. */
export const TARGETS = {
  buildRatio: 1.5,
  nextSizeRatio: 1.5,
  rssRatio: 1.5,
  lookupP95Ms: 10,
  firstSearchMs: 150,
};

const log = (...parts) => console.error('[bench scale]', ...parts);

async function directorySize(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await directorySize(full);
    else if (entry.isFile()) total += (await lstat(full)).size;
  }
  return total;
}

function build(env) {
  log(
    `building with ${env.CONTENT_DIR ? `CONTENT_DIR=${env.CONTENT_DIR}` : 'the showcase content'}…`,
  );
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 2, 2], env });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status})`);
  return (performance.now() - started) / 1000;
}

/** Pages the build wrote (prerendered routes, from Next's own manifest). */
async function pagesGenerated() {
  const manifest = JSON.parse(
    await readFile(path.resolve('.next', 'prerender-manifest.json'), 'utf8'),
  );
  return Object.keys(manifest.routes).length;
}

/** bench/search.mjs in a process of its own, reading the same content. */
function searchFigures(env) {
  const result = spawnSync(process.execPath, [path.resolve('bench', 'search.mjs')], {
    env,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`bench/search.mjs failed: ${result.stderr}`);
  const figures = JSON.parse(result.stdout);
  return {
    documentsPerLanguage: figures.locales.en.documents,
    indexHeapBytes: Object.fromEntries(
      Object.entries(figures.locales).map(([locale, l]) => [locale, l.heapBytes]),
    ),
    indexBuildMs: Object.fromEntries(
      Object.entries(figures.locales).map(([locale, l]) => [locale, l.buildMsMedian]),
    ),
    lookupMsMedian: figures.queryMsMedian,
    lookupMsP95: figures.queryMsP95,
    lookups: figures.queries,
  };
}

/** Where a variant's build is kept for `--no-build` (see the top of this file). */
const keptBuild = (scale) => path.resolve('.bench-data', `build-x${scale}`);

async function measure(scale, { reuseBuild = false } = {}) {
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    SITE_URL: ORIGIN,
    CONTENT_DIR: '',
  };
  if (scale > 1) {
    env.CONTENT_DIR = path.resolve('.bench-data', `content-x${scale}`);
    const counts = await writeScaledContent({ scale, out: env.CONTENT_DIR });
    log(`content ×${scale}: ${JSON.stringify(counts)}`);
  }
  const kept = keptBuild(scale);
  const pristine = path.join(kept, 'standalone-next');
  const served = path.resolve('.next', 'standalone', '.next');
  let figures;
  if (reuseBuild) {
    figures = { scale, build: JSON.parse(await readFile(path.join(kept, 'build.json'), 'utf8')) };
    log(`×${scale}: reusing the build kept in ${path.relative(process.cwd(), kept)}`);
    await prepare();
  } else {
    const buildSeconds = build(env);
    figures = {
      scale,
      build: {
        seconds: Number(buildSeconds.toFixed(1)),
        nextBytes: await directorySize(path.resolve('.next')),
        pagesGenerated: await pagesGenerated(),
      },
    };
    await prepare();
    // The first walk stores the pages it rendered in the standalone server's own cache; the
    // second starts from the build's state again, so that it renders the same pages.
    await rm(kept, { recursive: true, force: true });
    await cp(served, pristine, { recursive: true });
    await writeFile(path.join(kept, 'build.json'), `${JSON.stringify(figures.build)}\n`);
  }
  // Each walk starts from the build's own state, not from what the walk before stored.
  const restoreBuild = async () => {
    await rm(served, { recursive: true, force: true });
    await cp(pristine, served, { recursive: true });
  };
  log(`×${scale}: serving`);
  await restoreBuild();
  figures.server = await serve(env);
  log(`×${scale}: ${JSON.stringify(figures.server)}`);
  await restoreBuild();
  log(`×${scale}: serving with a heap limit of ${HEAP_LIMIT_MB} MB`);
  const bounded = await serve(env, { heapLimitMb: HEAP_LIMIT_MB });
  figures.server.boundedHeap = {
    heapLimitMb: HEAP_LIMIT_MB,
    walk: bounded.walk,
    rssAfterWalkBytes: bounded.rssAfterWalkBytes,
    afterFullCollection: bounded.afterFullCollection,
  };
  log(`×${scale}: ${JSON.stringify(figures.server.boundedHeap)}`);
  log(`×${scale}: search`);
  figures.search = searchFigures(env);
  return figures;
}

const ratio = (a, b) => Number((a / b).toFixed(2));
const mb = (bytes) => (bytes / 1e6).toFixed(1);

export async function scaleBench(scale, { reuseBuilds = false } = {}) {
  const startedAt = new Date();
  const base = await measure(1, { reuseBuild: reuseBuilds });
  const scaled = await measure(scale, { reuseBuild: reuseBuilds });
  const ratios = {
    build: ratio(scaled.build.seconds, base.build.seconds),
    nextSize: ratio(scaled.build.nextBytes, base.build.nextBytes),
    rss: ratio(scaled.server.rssAfterWalkBytes, base.server.rssAfterWalkBytes),
    rssBoundedHeap: ratio(
      scaled.server.boundedHeap.rssAfterWalkBytes,
      base.server.boundedHeap.rssAfterWalkBytes,
    ),
    // Reported beside the target, not a target: the heap the server keeps once V8 has collected
    // (its resident memory hardly falls then: V8 keeps the pages it freed).
    liveHeap: ratio(
      scaled.server.afterFullCollection.heapUsedBytes,
      base.server.afterFullCollection.heapUsedBytes,
    ),
  };
  const met = {
    build: ratios.build <= TARGETS.buildRatio,
    nextSize: ratios.nextSize <= TARGETS.nextSizeRatio,
    rss: ratios.rss <= TARGETS.rssRatio,
    rssBoundedHeap: ratios.rssBoundedHeap <= TARGETS.rssRatio,
    lookupP95: scaled.search.lookupMsP95 <= TARGETS.lookupP95Ms,
    firstSearch: scaled.server.firstSearchMs <= TARGETS.firstSearchMs,
  };
  const results = {
    date: startedAt.toISOString(),
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim(),
    machine: { cpus: os.cpus().length, node: process.versions.node, loadavg: os.loadavg() },
    targets: TARGETS,
    runs: [base, scaled],
    ratios,
    met,
  };
  // A second run on the same day gets a file of its own (…-scale-2.json): results are a record.
  const out = resultsFile(results.date.slice(0, 10), '-scale');
  // A run on kept builds measures the last build's code, which may not be HEAD's: no results file.
  if (!reuseBuilds) {
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify(results, null, 2)}\n`);
  }

  const row = (label, f) => `| ${label} | ${f(base)} | ${f(scaled)} |`;
  console.log(
    [
      `## How the costs grow with the content (×1 and ×${scale}, one run, load ${os.loadavg()[0].toFixed(1)})`,
      '',
      `| | ×1 | ×${scale} |`,
      '|---|---|---|',
      row('documents per language (search)', (r) => r.search.documentsPerLanguage),
      row('build, wall s', (r) => r.build.seconds),
      row('`.next` MB', (r) => mb(r.build.nextBytes)),
      row('pages generated', (r) => r.build.pagesGenerated),
      row('search ready after start, ms', (r) => r.server.searchReadyMs),
      row('first search (whole page), ms', (r) => r.server.firstSearchMs),
      row(`RSS after ${WALK} pages, MB`, (r) => mb(r.server.rssAfterWalkBytes)),
      row(`RSS after ${WALK} pages, heap limit ${HEAP_LIMIT_MB} MB, MB`, (r) =>
        mb(r.server.boundedHeap.rssAfterWalkBytes),
      ),
      row(`live heap after ${WALK} pages and a full collection, MB`, (r) =>
        mb(r.server.afterFullCollection.heapUsedBytes),
      ),
      row('search lookup p95, ms', (r) => r.search.lookupMsP95),
      row('index memory en/ar/fr/fa, MB', (r) =>
        Object.values(r.search.indexHeapBytes).map(mb).join(' / '),
      ),
      '',
      `Ratios ×${scale} ÷ ×1: build ${ratios.build}, .next ${ratios.nextSize}, RSS ${ratios.rss} (${ratios.rssBoundedHeap} with the heap limit); live heap ${ratios.liveHeap}.`,
      `Targets: ${Object.entries(met)
        .map(([name, ok]) => `${name} ${ok ? 'met' : 'MISSED'}`)
        .join(', ')}.`,
      '',
      reuseBuilds
        ? 'Builds reused (--no-build): no results file written.'
        : `Results: ${path.relative(process.cwd(), out)}`,
    ].join('\n'),
  );
  return results;
}
