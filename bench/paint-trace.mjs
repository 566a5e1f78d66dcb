// Whether a page paints from its HTML alone, read from a real Chromium trace rather than from
// Lighthouse's simulation: a phone's conditions applied by DevTools (slow 4G: 150 ms round trips,
// 1.6 Mbit/s down, 750 kbit/s up; the CPU 4× slower), then the trace's first contentful paint,
// its last largest-paint candidate and the first evaluation of a script the HTML names by `src`.
//
//   node bench/paint-trace.mjs https://localhost:5642/news/1 …   (certificate errors ignored)
//
// Used by bench/phone.mjs once per page after its Lighthouse rounds.
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const CATEGORIES = ['devtools.timeline', 'loading', 'blink.user_timing', 'v8.execute'];
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
  return {
    fcpMs: ms(fcp),
    lcpMs: ms(lcp),
    firstScriptMs: ms(firstScript),
    firstScript: firstScript?.args.data.url.replace(/^https?:\/\/[^/]+/, '') ?? null,
    paintBeforeScripts: fcp && (!firstScript || fcp.ts < firstScript.ts) ? true : false,
  };
}

/**
 * One cold load of each URL (a fresh context: nothing cached) under a phone's conditions.
 * @param {string[]} urls
 * @param {{ executablePath?: string }} [options]
 */
export async function paintTraces(urls, { executablePath = CHROMIUM_PATH } = {}) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const url of urls) {
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
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
      // The largest paint may come after load (a late picture): a moment more.
      await page.waitForTimeout(1500);
      const trace = JSON.parse(String(await browser.stopTracing()));
      results.push({ url, ...readTrace(trace.traceEvents ?? trace, page.url()) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await paintTraces(process.argv.slice(2))) console.log(JSON.stringify(row));
}
