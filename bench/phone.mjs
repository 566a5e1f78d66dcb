// The phone part of the bench: every page type through the edge beside Next's floor measured in the
// same run, behind the same edge (issue 50; docs/phone.md).
//
//   npm run bench -- --no-build --only=phone     (needs a build: `npm run build` first)
//
// Two stacks of scripts/stack.mjs (nginx with TLS, HTTP/2 and brotli → Varnish → nginx → two
// instances): one runs the site's build, the other the references of bench/floor.mjs (a bare Next
// page, and the same with one stylesheet the size of the site's and the hero picture). Lighthouse 12
// mobile (simulated slow 4G, 4× CPU) runs each address once uncounted (caches filled), then in
// alternated rounds (floor, reference, page, page, …), so a burst of load from elsewhere on the
// shared machine falls on one run of each; the median of the rounds is compared with the floor's.
// Ports: BENCH_PORT (3210) + 2 Chromium; + 20 to + 28 the site's stack (bench/edge.mjs); + 40, + 41
// and + 43 to + 55 the references' stack.
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { launchChrome } from './chrome.mjs';
import { EDGE, stack } from './edge.mjs';
import { buildFloor } from './floor.mjs';
import { median, paintTraces } from './paint-trace.mjs';
import { resultsFile } from './results-file.mjs';

const BENCH_PORT = Number(process.env.BENCH_PORT) || 3210;
const CHROME_PORT = BENCH_PORT + 2;
const FLOOR_PORT = BENCH_PORT + 40;
const FLOOR_EDGE = `https://localhost:${FLOOR_PORT + 1}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The targets: over the floor, median of the rounds. */
export const PHONE_TARGETS = { lcpOverFloorMs: 500, tbtOverFloorMs: 100, maxCls: 0.05 };
/**
 * Cold loads of each address in the real traces. One page's blocking time spread by 100 to 400 ms
 * between its loads on a quiet machine (docs/phone.md), so a median of a few.
 */
const TRACE_ROUNDS = 5;

/** @param {'up' | 'down'} command @param {string} app */
function floorStack(command, app) {
  const result = spawnSync(process.execPath, ['scripts/stack.mjs', command], {
    stdio: ['ignore', 2, 2],
    env: {
      ...process.env,
      STACK_DIR: path.resolve('.bench-data', 'floor-stack'),
      STACK_APP: app,
      STACK_HTTP_PORT: String(FLOOR_PORT),
      STACK_HTTPS_PORT: String(FLOOR_PORT + 1),
      STACK_INTERNAL_PORT: String(FLOOR_PORT + 3),
    },
  });
  if (result.status !== 0) throw new Error(`the references' stack: ${command} failed`);
}

/** `3 of 5`: in how many of the traced loads the page painted before any script ran. */
const traceCount = (trace) => `${trace.paintBeforeScripts} of ${trace.loads.length}`;
const load = () => os.loadavg().map((value) => Number(value.toFixed(2)));

async function run(url, log, attempt = 1) {
  const { lhr } = await lighthouse(url, {
    port: CHROME_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!lhr.runtimeError) return lhr;
  // A busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP): Lighthouse says run again.
  if (attempt >= 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  log(`lighthouse ${url}: ${lhr.runtimeError.code}, running again`);
  return run(url, log, attempt + 1);
}

/** What one address's rounds come to: medians of each measure, every run's figures kept. */
function reduce(target, lhrs) {
  const each = (id) => lhrs.map((lhr) => Math.round(lhr.audits[id].numericValue));
  const medianRun = computeMedianRun(lhrs);
  const lcp = each('largest-contentful-paint');
  const tbt = each('total-blocking-time');
  const fcp = each('first-contentful-paint');
  const cls = lhrs.map((lhr) =>
    Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  );
  return {
    ...target,
    lcpMs: median(lcp),
    tbtMs: median(tbt),
    fcpMs: median(fcp),
    cls: Math.max(...cls),
    lcpOfEachRunMs: lcp,
    tbtOfEachRunMs: tbt,
    fcpOfEachRunMs: fcp,
    clsOfEachRun: cls,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((medianRun.categories[id].score ?? 0) * 100)]),
    ),
    lcpElement:
      medianRun.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet ?? null,
  };
}

/**
 * @param {{ pages: { type: string, locale: string, path: string }[], rounds: number,
 *   log: (...parts: unknown[]) => void }} options
 */
export async function phoneBench({ pages, rounds, log }) {
  const started = new Date().toISOString();
  const loadAtStart = load();
  log('phone: starting the site stack');
  stack('up');
  let floorUp = false;
  try {
    const floor = await buildFloor({ site: EDGE, stylesheetPage: '/', log });
    log('phone: starting the references stack');
    floorStack('up', floor.app);
    floorUp = true;
    const targets = [
      { name: 'floor', url: `${FLOOR_EDGE}/`, reference: true },
      { name: 'floor + stylesheet + hero', url: `${FLOOR_EDGE}/styled`, reference: true },
      // The picture alone: a page whose largest paint is its picture pays at least this.
      { name: 'floor + hero', url: `${FLOOR_EDGE}/hero`, reference: true },
      ...pages.map((page) => ({ ...page, name: page.path, url: `${EDGE}${page.path}` })),
    ];
    const chrome = await launchChrome(CHROME_PORT);
    try {
      const lhrs = new Map(targets.map((target) => [target.name, []]));
      for (const target of targets) {
        log(`phone: ${target.name} (warm-up, not counted)`);
        await run(target.url, log);
      }
      for (let round = 1; round <= rounds; round += 1) {
        for (const target of targets) {
          log(`phone: ${target.name} (round ${round} of ${rounds})`);
          lhrs.get(target.name).push(await run(target.url, log));
        }
      }
      const measured = targets.map((target) => reduce(target, lhrs.get(target.name)));
      const [bare] = measured;
      for (const row of measured) {
        row.lcpOverFloorMs = row.lcpMs - bare.lcpMs;
        row.tbtOverFloorMs = row.tbtMs - bare.tbtMs;
        row.withinTargets =
          row.lcpOverFloorMs <= PHONE_TARGETS.lcpOverFloorMs &&
          row.tbtOverFloorMs <= PHONE_TARGETS.tbtOverFloorMs &&
          row.cls <= PHONE_TARGETS.maxCls;
      }
      // Real traces of each page too (bench/paint-trace.mjs): does it paint before its scripts
      // run, and how long does its main thread really block? Lighthouse's simulation says
      // neither; its blocking time moves by hundreds of milliseconds between runs.
      let traces;
      try {
        traces = await paintTraces(
          targets.map((target) => target.url),
          { rounds: TRACE_ROUNDS },
        );
        for (const [i, row] of measured.entries()) {
          row.trace = traces[i];
          row.trace.blockingOverFloorMs =
            traces[i].blockingMs === null || traces[0].blockingMs === null
              ? null
              : traces[i].blockingMs - traces[0].blockingMs;
        }
      } catch (error) {
        log(`phone: the paint traces failed: ${error}`);
      }
      return {
        started,
        finished: new Date().toISOString(),
        machine: { cpus: os.cpus().length, loadAtStart, loadAtEnd: load() },
        rounds,
        traceRounds: TRACE_ROUNDS,
        references: {
          stylesheetBytes: floor.stylesheetBytes,
          stylesheetFiles: floor.stylesheetFiles,
          heroBytes: floor.heroBytes,
          heroSize: floor.heroSize,
        },
        pages: measured,
      };
    } finally {
      await chrome.kill();
    }
  } finally {
    if (floorUp) floorStack('down', '');
    stack('down');
  }
}

/** The Markdown summary: every figure beside the floor's of the same run. */
export function phoneSummary(result) {
  const { machine, references } = result;
  const ms = (value) => (value > 0 ? `+${value}` : String(value));
  const lines = [
    `## Phone: Lighthouse 12 mobile through the edge beside Next's floor (${result.started}, ${machine.cpus} cores, load average ${machine.loadAtStart.join(' ')} at the start, ${machine.loadAtEnd.join(' ')} at the end)`,
    '',
    `Median of ${result.rounds} alternated rounds. The second reference carries a stylesheet of ${references.stylesheetBytes} bytes (the ${references.stylesheetFiles} the home page links) and the hero picture (${references.heroBytes} bytes, ${references.heroSize}); the third the picture alone. Targets: LCP within the floor + ${PHONE_TARGETS.lcpOverFloorMs} ms, TBT within the floor + ${PHONE_TARGETS.tbtOverFloorMs} ms, CLS ≤ ${PHONE_TARGETS.maxCls}.`,
    '',
    '| page | LCP ms (runs) | over the floor | TBT ms (runs) | over the floor | FCP ms | CLS | perf / a11y / best pr. / SEO | targets |',
    '|---|---|---|---|---|---|---|---|---|',
    ...result.pages.map((r) =>
      [
        '',
        r.name,
        `${r.lcpMs} (${r.lcpOfEachRunMs.join(', ')})`,
        r.name === 'floor' ? '—' : ms(r.lcpOverFloorMs),
        `${r.tbtMs} (${r.tbtOfEachRunMs.join(', ')})`,
        r.name === 'floor' ? '—' : ms(r.tbtOverFloorMs),
        r.fcpMs,
        r.cls,
        CATEGORIES.map((id) => r.scores[id]).join(' / '),
        r.reference ? '(reference)' : r.withinTargets ? 'met' : '**missed**',
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
    `Real Chromium traces, ${result.traceRounds} cold loads of each page, alternated, under DevTools' slow 4G and 4× CPU (bench/paint-trace.mjs); medians: first contentful paint, last largest-paint candidate and the first evaluation of a script the HTML names, in ms from the navigation; in how many loads the paint came before any script ran; the blocking time of the main thread (Lighthouse's definition, summed over the trace), each load's in brackets.`,
    '',
    '| page | FCP | LCP | first script run | paint before scripts | blocking ms (loads) | over the floor |',
    '|---|---|---|---|---|---|---|',
    ...result.pages
      .filter((r) => r.trace)
      .map(
        (r) =>
          `| ${r.name} | ${r.trace.fcpMs} | ${r.trace.lcpMs} | ${r.trace.firstScriptMs ?? '—'} | ${traceCount(r.trace)} | ${r.trace.blockingMs ?? '—'} (${r.trace.loads.map((load) => load.blockingMs ?? '—').join(', ')}) | ${r.name === 'floor' || r.trace.blockingOverFloorMs == null ? '—' : ms(r.trace.blockingOverFloorMs)} |`,
      ),
  ];
  return lines.join('\n');
}

/** Runs the part, writes bench/results/<date>-phone.json and prints the summary. */
export async function main({ pages, rounds, log }) {
  const result = await phoneBench({ pages, rounds, log });
  const out = resultsFile(result.started.slice(0, 10), '-phone');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(phoneSummary(result));
  log(`results in ${path.relative(process.cwd(), out)}`);
  return result;
}
