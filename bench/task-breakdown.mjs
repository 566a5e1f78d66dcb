// What the main thread does in a page's long tasks, read from a real Chromium trace: each page
// loaded cold under DevTools' 4× CPU (and slow 4G, unless --no-network), then, for each task over
// 50 ms, the events inside it by self time, and the size of each style and layout pass (elements
// restyled; objects laid out of all). How the home page's layout passes were found (docs/phone.md,
// "The stylesheets"); bench/paint-trace.mjs is what the bench reports.
//
//   node bench/task-breakdown.mjs [--no-network] [--rounds=1] http://localhost:3000/ …
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { CATEGORIES, LONG_TASK_MS, phonePage } from './paint-trace.mjs';

const args = process.argv.slice(2);
const urls = args.filter((arg) => !arg.startsWith('--'));
const throttleNetwork = !args.includes('--no-network');
const rounds = Number(args.find((arg) => arg.startsWith('--rounds='))?.split('=')[1] ?? 1);

/** @param {any} event */
function passSize(event) {
  if (event.name === 'Layout') {
    const { dirtyObjects, totalObjects } = event.args?.beginData ?? {};
    return `${dirtyObjects}/${totalObjects} objects`;
  }
  if (event.name === 'UpdateLayoutTree') return `${event.args?.elementCount ?? '?'} elements`;
  return String(event.args?.data?.url ?? '')
    .split('/')
    .pop();
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const url of urls) {
    for (let round = 1; round <= rounds; round += 1) {
      const { context, page } = await phonePage(browser, { network: throttleNetwork });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForTimeout(1500);
      const trace = JSON.parse(String(await browser.stopTracing()));
      await context.close();
      /** @type {any[]} */
      const events = trace.traceEvents ?? trace;
      const navigation = events.find(
        (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL,
      );
      if (!navigation) throw new Error(`${url}: no navigation in the trace`);
      const onMain = (/** @type {any} */ event) =>
        event.pid === navigation.pid && event.tid === navigation.tid;
      const ms = (/** @type {number} */ ts) => Math.round((ts - navigation.ts) / 1000);
      const paint = events.find((event) => event.name === 'firstContentfulPaint' && onMain(event));
      const complete = events.filter(
        (event) => event.ph === 'X' && onMain(event) && event.ts >= navigation.ts,
      );
      console.log(`\n${url} (load ${round}): first paint at ${paint ? ms(paint.ts) : '?'} ms`);
      for (const task of complete.filter(
        (event) => event.name === 'RunTask' && event.dur > LONG_TASK_MS * 1000,
      )) {
        const within = (/** @type {any} */ outer, /** @type {any} */ inner) =>
          inner !== outer && inner.ts >= outer.ts && inner.ts + inner.dur <= outer.ts + outer.dur;
        const inside = complete.filter((event) => within(task, event));
        /** @type {Map<string, number>} */
        const self = new Map();
        for (const event of inside) {
          const children = inside.filter((other) => within(event, other));
          const direct = children.filter(
            (child) => !children.some((other) => within(other, child)),
          );
          const own = event.dur - direct.reduce((sum, child) => sum + child.dur, 0);
          self.set(event.name, (self.get(event.name) ?? 0) + own);
        }
        const top = [...self]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([name, us]) => `${name} ${Math.round(us / 1000)}`)
          .join(', ');
        console.log(`  task at ${ms(task.ts)} ms, ${Math.round(task.dur / 1000)} ms: ${top}`);
        for (const pass of inside.filter(
          (event) =>
            ['Layout', 'UpdateLayoutTree', 'EvaluateScript'].includes(event.name) &&
            event.dur >= 1000,
        )) {
          console.log(`    ${pass.name} ${Math.round(pass.dur / 1000)} ms (${passSize(pass)})`);
        }
      }
    }
  }
} finally {
  await browser.close();
}
