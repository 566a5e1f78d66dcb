// Share cards (docs/sharing.md): what drawing one costs, and how fast a cached one is served.
// Part of `npm run bench` (`--only=cards`); also runs alone against a started site:
//   node bench/cards.mjs http://localhost:5400
import { cannon } from './load.mjs';

/** Detail pages whose cards are drawn cold, one after the other: every language, three kinds. */
const PAGES = ['en', 'ar', 'fr', 'fa'].flatMap((locale) =>
  ['news/1', 'news/2', 'tenders/1', 'events/1'].map((path) =>
    locale === 'en' ? `/${path}` : `/${locale}/${path}`,
  ),
);

/** The og:image a page names (its card's hashed address). */
async function cardOf(origin, page) {
  const html = await (await fetch(origin + page)).text();
  const match = html.match(/<meta property="og:image" content="([^"]+)"/);
  if (!match) throw new Error(`${page} names no og:image`);
  return new URL(match[1].replace(/&amp;/g, '&')).pathname;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * First request of each card (drawn: the provider read is already cached by its page), timed one
 * at a time so each has the server to itself; then the second request of one card (from the
 * cache) for comparison; then autocannon against that cached card.
 */
export async function cardsBench({
  origin,
  log = () => {},
  load = { connections: 50, durationSeconds: 10 },
}) {
  const drawnMs = [];
  const bytes = [];
  let sample = null;
  for (const page of PAGES) {
    const card = await cardOf(origin, page);
    const started = performance.now();
    const response = await fetch(origin + card);
    const body = await response.arrayBuffer();
    drawnMs.push(performance.now() - started);
    if (!response.ok || response.headers.get('content-type') !== 'image/jpeg')
      throw new Error(`${card}: ${response.status} ${response.headers.get('content-type')}`);
    bytes.push(body.byteLength);
    sample ??= card;
  }
  const started = performance.now();
  await (await fetch(origin + sample)).arrayBuffer();
  const cachedMs = performance.now() - started;
  log(`autocannon ${origin}${sample}`);
  const r = await cannon(origin + sample, load);
  return {
    cards: PAGES.length,
    firstRequestMs: {
      median: Math.round(median(drawnMs)),
      max: Math.round(Math.max(...drawnMs)),
    },
    secondRequestMs: Math.round(cachedMs),
    kB: { median: Math.round(median(bytes) / 1024), max: Math.round(Math.max(...bytes) / 1024) },
    cached: {
      rps: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? 'http://localhost:3000';
  console.log(JSON.stringify(await cardsBench({ origin, log: console.error }), null, 2));
}
