// Whether a page paints from its HTML alone, and how long it keeps the main thread, read from a
// real Chromium trace rather than from Lighthouse's simulation: a phone's conditions applied by
// DevTools (slow 4G: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up; the CPU 4× slower), then
// the trace's first contentful paint, its last largest-paint candidate, the first evaluation of a
// script the HTML names by `src`, and the blocking time of the page's main thread.
//
//   node bench/paint-trace.mjs [--rounds=5] https://localhost:5642/news/1 …   (certificate errors ignored)
//
// Used by bench/phone.mjs after its Lighthouse rounds, a few cold loads per page.
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export const CATEGORIES = [
  'devtools.timeline',
  // The main thread's tasks (RunTask), which the blocking time is summed from.
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
];
/** A task longer than this blocks input; what it runs over is its blocking time (Lighthouse's TBT). */
export const LONG_TASK_MS = 50;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The events of interest in one trace, in ms from the navigation's start. */
export function readTrace(events, documentUrl) {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL,
  );
  const origin = navigation?.ts ?? Math.min(...events.map((event) => event.ts).filter(Boolean));
  const ms = (event) => (event ? Math.round((event.ts - origin) / 1000) : null);
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  const lcp = events.filter((event) => event.name === 'largestContentfulPaint::Candidate').at(-1);
  const scripts = events
    .filter(
      (event) =>
        event.name === 'EvaluateScript' &&
        event.args?.data?.url &&
        event.args.data.url !== documentUrl &&
        !event.args.data.url.startsWith('chrome'),
    )
    .sort((a, b) => a.ts - b.ts);
  const firstScript = scripts[0];
  // Total blocking time as Lighthouse defines it, measured rather than simulated: of each task on
  // the page's main thread (the thread that marked the navigation), the part after the first
  // contentful paint, less 50 ms. Summed to the trace's end (load and 1.5 s more), where
  // Lighthouse stops at its estimate of interactivity: a task after that would count here only.
  const mainThread = (event) => event.pid === navigation?.pid && event.tid === navigation?.tid;
  const longTasks = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && mainThread(event))
    .map((event) => ({
      startMs: (event.ts - origin) / 1000,
      endMs: (event.ts + event.dur - origin) / 1000,
    }))
    .filter((task) => task.endMs - task.startMs > LONG_TASK_MS);
  const fcpMs = fcp ? (fcp.ts - origin) / 1000 : null;
  const blockingMs =
    fcpMs === null || !navigation
      ? null
      : Math.round(
          longTasks.reduce(
            (sum, task) =>
              sum + Math.max(0, task.endMs - Math.max(task.startMs, fcpMs) - LONG_TASK_MS),
            0,
          ),
        );
  return {
    blockingMs,
    longTasksMs: longTasks.map((task) => Math.round(task.endMs - task.startMs)),
    fcpMs: ms(fcp),
    lcpMs: ms(lcp),
    firstScriptMs: ms(firstScript),
    firstScript: firstScript?.args.data.url.replace(/^https?:\/\/[^/]+/, '') ?? null,
    paintBeforeScripts: fcp && (!firstScript || fcp.ts < firstScript.ts) ? true : false,
  };
}

/**
 * The median of the values that are known (not null), rounded; null when none is. The phone
 * bench's Lighthouse figures use it too.
 * @param {(number | null)[]} values
 */
export function median(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

/**
 * A fresh page (nothing cached) in a phone's shape and conditions: Lighthouse's phone screen,
 * DevTools' slow 4G (unless `network` is false) and 4× CPU.
 * @param {import('playwright').Browser} browser
 * @param {{ network?: boolean }} [options]
 */
export async function phonePage(browser, { network = true } = {}) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (network) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/**
 * `rounds` cold loads of each URL (a fresh context each: nothing cached) under a phone's
 * conditions, the URLs alternated round by round as the Lighthouse rounds are. Each URL's row
 * holds the median of its loads and every load's figures (`loads`).
 * @param {string[]} urls
 * @param {{ executablePath?: string, rounds?: number }} [options]
 */
export async function paintTraces(urls, { executablePath = CHROMIUM_PATH, rounds = 1 } = {}) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const loads = urls.map(() => []);
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const [i, url] of urls.entries()) {
        const { context, page } = await phonePage(browser);
        await browser.startTracing(page, { categories: CATEGORIES });
        await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
        // The largest paint may come after load (a late picture), and hydration's tasks too.
        await page.waitForTimeout(1500);
        const trace = JSON.parse(String(await browser.stopTracing()));
        loads[i].push(readTrace(trace.traceEvents ?? trace, page.url()));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return urls.map((url, i) => ({
    url,
    fcpMs: median(loads[i].map((load) => load.fcpMs)),
    lcpMs: median(loads[i].map((load) => load.lcpMs)),
    firstScriptMs: median(loads[i].map((load) => load.firstScriptMs)),
    blockingMs: median(loads[i].map((load) => load.blockingMs)),
    /** In how many of the loads the first paint came before any script ran. */
    paintBeforeScripts: loads[i].filter((load) => load.paintBeforeScripts).length,
    loads: loads[i],
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const rounds = Number(args.find((arg) => arg.startsWith('--rounds='))?.slice(9) ?? 1);
  const urls = args.filter((arg) => !arg.startsWith('--'));
  for (const row of await paintTraces(urls, { rounds })) console.log(JSON.stringify(row));
}
