// `npm run bench`: measures the production build with the embedded provider and prints a
// Markdown summary on stdout (progress goes to stderr). Results: bench/results/<date>.json
// (<date>-2.json for a second run that day).
//   npm run bench                 build, then Lighthouse (through the edge stack and on the bare
//                                 server), JavaScript per route above Next's floor,
//                                 HTML weight per page, throughput
//   npm run bench -- --check      the same, then exit 1 when a budget of bench/budgets.json fails
//   npm run bench -- --no-build   reuse the last build (build time is then not measured)
//   npm run bench -- --no-build --only=edge   throughput through nginx → Varnish (bench/edge.mjs)
//   npm run bench -- --no-build --only=chaos  ten minutes of load while instances are killed,
//                                 Redis restarts and a release runs (bench/chaos.mjs)
//   npm run bench -- --only=resume   a 10 MB proposal over a dropping line, multipart vs tus
//   npm run bench -- --no-build --only=phone  every page type on a phone through the edge beside
//                                 Next's floor behind the same edge (bench/phone.mjs)
//   npm run bench -- --scale=40   only how costs grow with the content (bench/scale.mjs)
//   npm run bench -- --scale=40 --no-build   the same on the builds the last such run kept
//   npm run bench -- --no-build --only=throughput --pages=/news,/ar
//                                 one part (lighthouse, throughput, cards, upload-memory,
//                                 redis-cache, search, edge, observability, image; JavaScript and HTML weight are always
//                                 read) on some pages, while working on them; budgets then check
//                                 only those
// What is measured is data: bench/pages.json (pages, runs, load); the targets: bench/budgets.json.
// Ports: BENCH_PORT (default 3210) the site, +1 the static baseline, +2 Chromium's debugging port,
// +10 to +13 the observability part's two instances, metrics port and bare server.
import { fork, spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, readdir, lstat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cannon as load, summarise, waitFor } from '../bench/load.mjs';
import { launchChrome } from '../bench/chrome.mjs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { frameworkFloor, routeBundles } from './bundle-stats.mjs';
import { htmlWeight } from '../bench/html-weight.mjs';
import { resultsFile } from '../bench/results-file.mjs';
import { prepare, serverArgs } from './standalone.mjs';

const SITE_PORT = Number(process.env.BENCH_PORT) || 3210;
const STATIC_PORT = SITE_PORT + 1;
const CHROME_PORT = SITE_PORT + 2;
const ORIGIN = `http://localhost:${SITE_PORT}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const args = new Set(process.argv.slice(2));
const option = (name) =>
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',');
// `--scale=N`: only how the costs grow with the content, ×1 beside ×N (bench/scale.mjs).
if (option('scale')) {
  await (
    await import('../bench/scale.mjs')
  ).scaleBench(Number(option('scale')[0]), { reuseBuilds: args.has('--no-build') });
  process.exit(0);
}
const only = option('only');
const onlyPages = option('pages');
const runs = (part) => !only || only.includes(part);
const chosen = (list) => (onlyPages ? list.filter((page) => onlyPages.includes(page.path)) : list);
const plan = JSON.parse(await readFile(path.resolve('bench', 'pages.json'), 'utf8'));
const LIGHTHOUSE_PAGES = chosen(plan.lighthouse);
const THROUGHPUT_PAGES = chosen(plan.throughput);
const HTML_PAGES = chosen(plan.html);
const log = (...parts) => console.error('[bench]', ...parts);
// Throughput through the edge beside the bare server (bench/edge.mjs; its own results file).
const edgeRun = async () =>
  (await import('../bench/edge.mjs')).main({
    pages: THROUGHPUT_PAGES,
    load: plan.throughputLoad,
    log,
  });
if (only?.join() === 'edge') process.exit((await edgeRun(), 0));
// Ten minutes of load while instances are killed, Redis restarts and a release runs
// (bench/chaos.mjs; its own results file). Not a test: nothing is asserted.
if (only?.join() === 'chaos') {
  const { chaosBench, chaosSummary } = await import('../bench/chaos.mjs');
  const result = await chaosBench({ log });
  const out = resultsFile(new Date().toISOString().slice(0, 10), '-chaos');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(chaosSummary(result));
  log(`results in ${path.relative(process.cwd(), out)}`);
  process.exit(0);
}
// Every page type on a phone through the edge beside Next's floor, behind the same edge, in one
// run (bench/phone.mjs; its own results file). Needs a build: `npm run build` first.
if (only?.join() === 'phone') {
  await (
    await import('../bench/phone.mjs')
  ).main({ pages: chosen(plan.phone), rounds: plan.phoneRounds, log });
  process.exit(0);
}
// The site's image: its size beside its base's (bench/image.mjs), held by maxImageMb.
const imagePart = () => import('../bench/image.mjs');
if (only?.join() === 'image') {
  const part = await imagePart();
  if (!part.imageMeasurable())
    throw new Error('no image to measure: node scripts/images.mjs first');
  const result = part.imageBench();
  const budgets = JSON.parse(await readFile(path.resolve('bench', 'budgets.json'), 'utf8'));
  const failures = part.imageBudget(result, budgets);
  console.log(part.imageSummary(result));
  console.log(
    `\nBudget (maxImageMb ${budgets.maxImageMb}): ${failures.length ? failures[0] : 'met'}`,
  );
  process.exit(args.has('--check') && failures.length > 0 ? 1 : 0);
}
// A 10 MB proposal over a line that drops three times, by multipart and by tus (bench/resume.mjs;
// its own results file). Needs a build: `npm run build` first.
if (only?.join() === 'resume') {
  process.exit((await (await import('../bench/resume.mjs')).main({ log }), 0));
}
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  // Canonical and hreflang URLs are baked into static pages: build for the origin measured.
  SITE_URL: ORIGIN,
};

async function directorySize(dir, skip = () => false) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (skip(full)) continue;
    if (entry.isDirectory()) total += await directorySize(full, skip);
    else if (entry.isFile()) total += (await lstat(full)).size;
  }
  return total;
}

function build() {
  log('building…');
  const started = process.hrtime.bigint();
  // The build's own output goes to stderr so that stdout stays the summary.
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 2, 2], env });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status})`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

async function startSite() {
  await prepare();
  const child = spawn(process.execPath, serverArgs(), {
    stdio: ['ignore', 'ignore', 2],
    env: {
      ...env,
      PORT: String(SITE_PORT),
      // See scripts/standalone.mjs: bound to 127.0.0.1, Next 16.2.6+ loops unprefixed English paths.
      HOSTNAME: 'localhost',
      DATA_DIR: path.resolve('.bench-data'),
    },
  });
  await waitFor(`${ORIGIN}/api/health`);
  return child;
}

function score(value) {
  return value === null || value === undefined ? null : Math.round(value * 100);
}

/** One Lighthouse run of `page` at `origin`, reduced to what the summary and the budgets read. */
async function lighthouseRun(origin, page, formFactor, attempt = 1) {
  const runner = await lighthouse(
    `${origin}${page.path}`,
    { port: CHROME_PORT, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const { lhr } = runner;
  if (lhr.runtimeError) {
    // A busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP): Lighthouse itself says to run
    // again. Two more tries (a run of the whole bench has lost the same page twice in a row); a
    // third failure is a real one.
    if (attempt < 3) {
      log(`lighthouse ${page.path}: ${lhr.runtimeError.code}, running again`);
      return lighthouseRun(origin, page, formFactor, attempt + 1);
    }
    throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
  }
  return lhr;
}

/**
 * What the largest paint was and where its time went: Lighthouse 12's `largest-contentful-paint-element`
 * audit holds the element and a table of its phases (TTFB, load delay, load time, render delay).
 */
function lcpBreakdown(audits) {
  const items = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = items[0]?.items?.[0]?.node;
  const phases = Object.fromEntries(
    (items[1]?.items ?? []).map((row) => [row.phase, Math.round(row.timing)]),
  );
  return {
    lcpElement: element ? element.snippet?.slice(0, 160) || element.selector : null,
    lcpPhasesMs: phases,
  };
}

function reduce(lhr) {
  const { categories, audits } = lhr;
  // The audits that cost a category points say why it is below 100.
  const failing = (id) =>
    categories[id].auditRefs
      .filter((entry) => entry.weight > 0)
      .map((entry) => audits[entry.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(categories[id].score)])),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    ...lcpBreakdown(audits),
    failingAudits: Object.fromEntries(
      ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [id, failing(id)]),
    ),
  };
}

/**
 * Lighthouse on every page twice over, run by run in turn: through the edge (nginx with TLS and
 * HTTP/2 → Varnish, bench/edge.mjs's stack on this build), which is how a phone reaches the site
 * and what the budgets hold; and from the bare server over plain HTTP/1.1, as `npm start` serves
 * it, for reference. The two differ by more than the machine's noise: Lighthouse's simulation
 * charges each request a phone would make on a connection of its own (HTTP/1.1, six at most) the
 * connection's set-up and a cold start, where over HTTP/2 they share the document's
 * (docs/measured.md, "Phone: earlier rounds").
 */
async function runLighthouse() {
  const { EDGE, stack } = await import('../bench/edge.mjs');
  const targets = [
    { via: 'edge', origin: EDGE },
    { via: 'origin', origin: ORIGIN },
  ];
  log('starting the edge stack for Lighthouse');
  stack('up');
  try {
    const chrome = await launchChrome(CHROME_PORT);
    try {
      return await lighthousePages(targets, EDGE);
    } finally {
      await chrome.kill();
    }
  } finally {
    stack('down');
  }
}

/** Every page's mobile runs at each of `targets`, then one desktop run each at `desktopOrigin`. */
async function lighthousePages(targets, desktopOrigin) {
  const results = [];
  // Mobile, the budgeted form: several runs per page and the median run, as Lighthouse advises
  // for a noisy machine (https://developer.chrome.com/docs/lighthouse/performance/performance-scoring#variability).
  for (const page of LIGHTHOUSE_PAGES) {
    // One run first, not counted: it fills the server's caches of the page and of its pictures
    // in the sizes a phone asks for (and the edge's), which any visitor before would have filled.
    for (const { via, origin } of targets) {
      log(`lighthouse mobile ${page.path} via ${via} (warm-up, not counted)`);
      await lighthouseRun(origin, page, 'mobile');
    }
    const measured = targets.map((target) => ({ ...target, lhrs: [] }));
    for (let i = 1; i <= plan.lighthouseRuns; i += 1) {
      for (const { via, origin, lhrs } of measured) {
        log(`lighthouse mobile ${page.path} via ${via} (run ${i} of ${plan.lighthouseRuns})`);
        lhrs.push(await lighthouseRun(origin, page, 'mobile'));
      }
    }
    for (const { via, lhrs } of measured) {
      results.push({
        ...page,
        via,
        formFactor: 'mobile',
        runs: lhrs.length,
        performanceOfEachRun: lhrs.map((lhr) => score(lhr.categories.performance.score)),
        lcpOfEachRunMs: lhrs.map((lhr) =>
          Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        ),
        ...reduce(computeMedianRun(lhrs)),
      });
    }
  }
  if (plan.desktop) {
    for (const page of LIGHTHOUSE_PAGES) {
      log(`lighthouse desktop ${page.path} via edge`);
      results.push({
        ...page,
        via: 'edge',
        formFactor: 'desktop',
        runs: 1,
        ...reduce(await lighthouseRun(desktopOrigin, page, 'desktop')),
      });
    }
  }
  return results;
}

function cannon(url) {
  return load(url, plan.throughputLoad);
}

async function runThroughput() {
  const results = [];
  for (const page of THROUGHPUT_PAGES) {
    const url = `${ORIGIN}${page.path}`;
    // Fill the server's caches first: the measure is of a cached page.
    for (let i = 0; i < 20; i += 1) await (await fetch(url)).arrayBuffer();
    const file = path.resolve('.bench-data', `page-${results.length}.html`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await (await fetch(url)).text());
    const staticServer = fork(path.resolve('scripts', 'bench-static-server.mjs'), [
      file,
      String(STATIC_PORT),
    ]);
    try {
      await new Promise((resolve) => staticServer.once('message', resolve));
      const measure = async (target) => {
        log(`autocannon ${target}`);
        return summarise(await cannon(target));
      };
      // Next and the static file in turn, several rounds: a burst of load from elsewhere on the
      // shared machine then falls on one round of each, and the median round ignores it.
      const rounds = [];
      for (let round = 0; round < (plan.throughputRounds ?? 3); round += 1) {
        const next = await measure(url);
        const baseline = await measure(`http://localhost:${STATIC_PORT}/`);
        rounds.push({
          next,
          static: baseline,
          ratio: Number((next.rps / baseline.rps).toFixed(3)),
        });
      }
      const middle = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)];
      results.push({
        ...page,
        htmlBytes: Buffer.byteLength(await readFile(file)),
        next: {
          ...middle.next,
          non2xx: rounds.reduce((sum, r) => sum + r.next.non2xx, 0),
          errors: rounds.reduce((sum, r) => sum + r.next.errors, 0),
        },
        static: middle.static,
        ratio: middle.ratio,
        ratioOfEachRound: rounds.map((r) => r.ratio),
      });
    } finally {
      staticServer.kill();
    }
  }
  return results;
}

function checkBudgets(results, budgets) {
  const failures = [];
  for (const run of results.lighthouse) {
    if (run.formFactor === budgets.lighthouse.formFactor && run.via === budgets.lighthouse.via) {
      for (const [id, min] of Object.entries(budgets.lighthouse.minScores)) {
        if (run.scores[id] < min)
          failures.push(
            `${run.path} (${run.formFactor}, ${run.via}) ${id} ${run.scores[id]} < ${min}`,
          );
      }
      const maxLcp = budgets.lighthouse.maxLcpMsEveryRun;
      const slow = run.lcpOfEachRunMs.filter((ms) => ms > maxLcp);
      if (slow.length)
        failures.push(
          `${run.path} (${run.formFactor}, ${run.via}) LCP > ${maxLcp} ms in ${slow.length} of ${run.runs} runs (${slow.join(', ')})`,
        );
    }
    if (run.cls > budgets.maxCls)
      failures.push(
        `${run.path} (${run.formFactor}, ${run.via}) CLS ${run.cls} > ${budgets.maxCls}`,
      );
  }
  for (const route of results.javascript) {
    if (route.overBudget)
      failures.push(
        `${route.route} first-load JS ${route.aboveFloorKb} kB above the floor > ${route.budgetKb} kB`,
      );
  }
  for (const page of results.html) {
    const max = budgets.maxHtmlKb[page.type];
    if (max !== undefined && page.htmlBytes / 1000 > max)
      failures.push(`${page.path} HTML ${(page.htmlBytes / 1000).toFixed(1)} kB > ${max} kB`);
  }
  for (const page of results.throughput) {
    if (page.next.non2xx > 0 || page.next.errors > 0)
      failures.push(
        `${page.path} answered ${page.next.non2xx} non-2xx and ${page.next.errors} errors under load`,
      );
    // A reference entry measures Next's own ceiling (bench/pages.json), not a page.
    if (!page.reference && page.ratio < budgets.minThroughputRatio)
      failures.push(
        `${page.path} throughput ${page.ratio} × the static file < ${budgets.minThroughputRatio}`,
      );
  }
  return failures;
}

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function summary(results, failures) {
  const mb = (bytes) => (bytes / 1e6).toFixed(1);
  // The load average says how busy the shared machine was: read the absolute numbers with it.
  const load = results.machine.loadavg.map((value) => value.toFixed(1)).join(' ');
  const lines = [
    `## Benchmark ${results.date} (${results.machine.cpus} cores, load average ${load}, Node ${results.machine.node})`,
    '',
  ];
  lines.push(
    `### Lighthouse 12 (simulated throttling; mobile: the median of ${plan.lighthouseRuns} runs per page, each run's performance in brackets and each run's LCP below; desktop: one run). Via the edge: nginx (TLS, HTTP/2) → Varnish, as a phone reaches the site, which the budgets hold; via the origin: the bare server over HTTP/1.1, for reference`,
    '',
    table(
      [
        'page',
        'via',
        'form',
        'perf',
        'a11y',
        'best pr.',
        'SEO',
        'LCP ms',
        'CLS',
        'TBT ms',
        'FCP ms',
      ],
      results.lighthouse.map((r) => [
        r.path,
        r.via,
        r.formFactor === 'mobile' ? `mobile (${r.performanceOfEachRun.join(', ')})` : r.formFactor,
        r.scores.performance,
        r.scores.accessibility,
        r.scores['best-practices'],
        r.scores.seo,
        r.lcpOfEachRunMs ? `${r.lcpMs} (${r.lcpOfEachRunMs.join(', ')})` : r.lcpMs,
        r.cls,
        r.tbtMs,
        r.fcpMs,
      ]),
    ),
    '',
    '### The largest paint of the median mobile run: its element and phases (ms)',
    '',
    table(
      ['page', 'via', 'element', 'TTFB', 'load delay', 'load time', 'render delay'],
      results.lighthouse
        .filter((r) => r.formFactor === 'mobile')
        .map((r) => [
          r.path,
          r.via,
          `\`${(r.lcpElement ?? '').replace(/\|/g, '\\|').replace(/`/g, "'")}\``,
          r.lcpPhasesMs.TTFB ?? '',
          r.lcpPhasesMs['Load Delay'] ?? '',
          r.lcpPhasesMs['Load Time'] ?? '',
          r.lcpPhasesMs['Render Delay'] ?? '',
        ]),
    ),
    '',
    `### First-load JavaScript per route above Next's floor (gzip; the floor, rootMainFiles, is ${results.javascriptFloor.gzipKb} kB; lazy islands not counted)`,
    '',
    table(
      [
        'route',
        'above floor kB',
        'budget kB',
        '',
        'whole gzip kB',
        'brotli kB',
        'lazy islands gzip kB',
      ],
      results.javascript.map((r) => [
        r.route,
        r.aboveFloorKb,
        r.budgetKb,
        r.overBudget ? 'OVER' : 'ok',
        r.gzipKb,
        r.brotliKb,
        r.lazyGzipKb ?? '',
      ]),
    ),
    '',
    '### HTML per page (kB as sent before compression; the payload is the inlined RSC data)',
    '',
    table(
      ['page', 'type', 'HTML', 'budget', 'payload', 'head', 'header', 'main', 'footer'],
      results.html.map((r) => [
        r.path,
        r.type,
        (r.htmlBytes / 1000).toFixed(1),
        budgets.maxHtmlKb[r.type] ?? '',
        (r.payloadBytes / 1000).toFixed(1),
        (r.headBytes / 1000).toFixed(1),
        (r.headerBytes / 1000).toFixed(1),
        (r.mainBytes / 1000).toFixed(1),
        (r.footerBytes / 1000).toFixed(1),
      ]),
    ),
    '',
    `### Throughput, ${plan.throughputLoad.connections} connections × ${plan.throughputLoad.durationSeconds} s (the same HTML as a static file beside it, in turn; the median of ${plan.throughputRounds ?? 3} rounds, each round's ratio in brackets)`,
    '',
    table(
      [
        'page',
        'type',
        'HTML kB',
        'server',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'Next ÷ static',
      ],
      results.throughput.flatMap((r) => [
        [
          r.path,
          r.type,
          (r.htmlBytes / 1000).toFixed(1),
          'Next',
          r.next.rps,
          r.next.p50Ms,
          r.next.p99Ms,
          r.next.non2xx,
          r.ratioOfEachRound ? `${r.ratio} (${r.ratioOfEachRound.join(', ')})` : r.ratio,
        ],
        [
          '',
          '',
          '',
          'static file',
          r.static.rps,
          r.static.p50Ms,
          r.static.p99Ms,
          r.static.non2xx,
          '',
        ],
      ]),
    ),
    '',
    '### Build',
    '',
    table(
      ['build time s', '.next MB', '.next without cache MB'],
      [
        [
          results.build.seconds === null
            ? 'not measured (--no-build)'
            : results.build.seconds.toFixed(1),
          mb(results.build.nextBytes),
          mb(results.build.nextBytesWithoutCache),
        ],
      ],
    ),
    '',
    `### Budgets (bench/budgets.json): ${failures.length === 0 ? 'all met' : `${failures.length} missed`}`,
    '',
    ...failures.map((failure) => `- ${failure}`),
  );
  return lines.join('\n');
}

const started = Date.now();
const budgets = JSON.parse(await readFile(path.resolve('bench', 'budgets.json'), 'utf8'));
const buildSeconds = args.has('--no-build') ? null : build();
const next = path.resolve('.next');
const nextBytes = await directorySize(next);
const nextBytesWithoutCache = await directorySize(
  next,
  (full) => full === path.join(next, 'cache'),
);

const kb1 = (bytes) => Number((bytes / 1000).toFixed(1));
// Next's own runtime, in this build: what each route adds is counted above it.
const floor = frameworkFloor();
const javascriptFloor = {
  gzipKb: kb1(floor.gzip),
  brotliKb: kb1(floor.brotli),
  rawKb: kb1(floor.raw),
};
const javascript = routeBundles()
  .map((r) => {
    const budgetKb =
      budgets.firstLoadJsAboveFloorKb[r.route] ?? budgets.firstLoadJsAboveFloorKb.default;
    const aboveFloorKb = kb1(r.firstLoad.gzip - floor.gzip);
    return {
      route: r.route,
      aboveFloorKb,
      gzipKb: kb1(r.firstLoad.gzip),
      brotliKb: kb1(r.firstLoad.brotli),
      rawKb: kb1(r.firstLoad.raw),
      lazyGzipKb: r.lazy ? kb1(r.lazy.gzip) : null,
      budgetKb,
      overBudget: aboveFloorKb > budgetKb,
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const site = await startSite();
let results;
try {
  const html = await htmlWeight(ORIGIN, HTML_PAGES);
  const lighthouseResults = runs('lighthouse') ? await runLighthouse() : [];
  const throughput = runs('throughput') ? await runThroughput() : [];
  results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.versions.node, loadavg: os.loadavg() },
    build: { seconds: buildSeconds, nextBytes, nextBytesWithoutCache },
    javascriptFloor,
    javascript,
    html,
    lighthouse: lighthouseResults,
    throughput,
    cards: runs('cards')
      ? await (
          await import('../bench/cards.mjs')
        ).cardsBench({ origin: ORIGIN, log, load: plan.throughputLoad })
      : null,
    uploadMemory: runs('upload-memory')
      ? await (await import('../bench/upload-memory.mjs')).measureUploadMemory({ port: 3213 })
      : null,
  };
} finally {
  site.kill('SIGTERM');
}
if (runs('redis-cache'))
  results.redisCache = await (
    await import('../bench/redis-cache.mjs')
  ).benchRedisCache({ log, env });
if (runs('search')) results.search = await (await import('../bench/search.mjs')).searchBench();
if (runs('edge')) results.edge = await edgeRun();
// What logs and metrics cost: the same build with them on and off (bench/observability.mjs).
const observability = runs('observability') ? await import('../bench/observability.mjs') : null;
if (observability)
  results.observability = await observability.observabilityBench({
    port: SITE_PORT + 10,
    load: plan.throughputLoad,
    rounds: plan.throughputRounds ?? 3,
    log,
  });
if (runs('image') && (await imagePart()).imageMeasurable())
  results.image = (await imagePart()).imageBench();
const failures = [
  ...checkBudgets(results, budgets),
  ...(await imagePart()).imageBudget(results.image, budgets),
];
results.budgetFailures = failures;
results.durationSeconds = Math.round((Date.now() - started) / 1000);
// A partial run (--only, --pages) is for working on a page: it does not replace the day's record.
const partial = Boolean(only || onlyPages);
// A second full run on the same day gets a file of its own (<date>-2.json).
const out = partial
  ? path.resolve('.bench-data', `${results.date.slice(0, 10)}-partial.json`)
  : resultsFile(results.date.slice(0, 10));
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(summary(results, failures));
if (results.image) console.log((await imagePart()).imageSummary(results.image));
if (observability) console.log(observability.observabilitySummary(results.observability));
console.log(
  `\nResults: ${path.relative(process.cwd(), out)} (${results.durationSeconds} s in all)`,
);
if (args.has('--check') && failures.length > 0) process.exit(1);
