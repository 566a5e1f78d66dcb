// Share cards (docs/sharing.md): what drawing one costs, and how fast a cached one is served.
// Part of `npm run bench` (`--only=cards`); also runs alone against a started site whose card
// cache is empty (a fresh build):
//   node bench/cards.mjs http://localhost:5400 <the server's pid>
import { readFile } from 'node:fs/promises';
import { cannon, summarise } from './load.mjs';

/** Detail pages whose cards are drawn cold, one after the other: every language, three kinds. */
const PAGES = ['en', 'ar', 'fr', 'fa'].flatMap((locale) =>
  ['news/1', 'news/2', 'tenders/1', 'events/1'].map((path) =>
    locale === 'en' ? `/${path}` : `/${locale}/${path}`,
  ),
);

/** CPU time (user + system, every thread: libvips draws on its own) the server has used, in ms. */
async function cpuMs(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  // utime and stime, the 14th and 15th fields, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The og:image a page names (its card's hashed address). */
async function cardOf(origin, page) {
  const html = await (await fetch(origin + page)).text();
  const match = html.match(/<meta property="og:image" content="([^"]+)"/);
  if (!match) throw new Error(`${page} names no og:image`);
  return new URL(match[1].replace(/&amp;/g, '&')).pathname;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values) =>
  values.length
    ? { median: Math.round(median(values)), max: Math.round(Math.max(...values)) }
    : null;

/**
 * The first request of each card, one at a time after its page was read (so the provider read is
 * cached and the request's cost is the drawing): wall time, and the server's CPU time when its pid
 * is given, a truer cost on a busy machine. Only answers Next reports as a cache MISS count as
 * drawn. Then autocannon against one cached card and, in the same run, its page, for the ratio.
 */
export async function cardsBench({
  origin,
  pid = null,
  log = () => {},
  load = { connections: 50, durationSeconds: 10 },
}) {
  const drawnMs = [];
  const drawnCpuMs = [];
  const bytes = [];
  let sample = null;
  for (const page of PAGES) {
    const card = await cardOf(origin, page);
    const cpuBefore = pid ? await cpuMs(pid) : 0;
    const started = performance.now();
    const response = await fetch(origin + card);
    const body = await response.arrayBuffer();
    const wall = performance.now() - started;
    if (!response.ok || response.headers.get('content-type') !== 'image/jpeg')
      throw new Error(`${card}: ${response.status} ${response.headers.get('content-type')}`);
    if (response.headers.get('x-nextjs-cache') === 'MISS') {
      drawnMs.push(wall);
      if (pid) drawnCpuMs.push((await cpuMs(pid)) - cpuBefore);
    }
    bytes.push(body.byteLength);
    sample ??= { card, page };
  }
  const measure = async (url) => {
    log(`autocannon ${url}`);
    return summarise(await cannon(url, load));
  };
  const cached = await measure(origin + sample.card);
  const page = await measure(origin + sample.page);
  return {
    drawn: drawnMs.length,
    drawnMs: spread(drawnMs),
    drawnCpuMs: spread(drawnCpuMs),
    kB: spread(bytes.map((n) => n / 1024)),
    cached: { path: sample.card, ...cached },
    page: { path: sample.page, ...page },
    ratio: Number((cached.rps / page.rps).toFixed(2)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? 'http://localhost:3000';
  const pid = process.argv[3] ? Number(process.argv[3]) : null;
  console.log(JSON.stringify(await cardsBench({ origin, pid, log: console.error }), null, 2));
}
