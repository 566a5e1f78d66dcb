// The site search's figures on the embedded content: index build time and memory per language,
// and the time of a query on the server. `scripts/bench.mjs` calls searchBench(); it also runs
// alone (`node bench/search.mjs`) and prints its result as JSON.
// The search modules are the site's own TypeScript, loaded through bench/search-loader.mjs; the
// provider reads run uncached (Next's data cache exists only in a Next server), so the
// "full search" figure is an upper bound: on the site those reads are cache hits.
import { register } from 'node:module';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';

const LOCALES = ['en', 'ar', 'fr', 'fa'];
/** What visitors type: whole words, words being typed, a typo, two words, a spelling variant. */
const QUERIES = {
  en: ['water', 'irrig', 'managment', 'water energy', 'tender', 'desalination jordan'],
  fr: ['eau', 'reseau', 'gestion integree', 'appel', 'energie'],
  ar: ['مياه', 'المياه', 'اداره', 'شبکه', 'الطاقة المتجددة', 'مناقصه'],
  fa: ['آب', 'میشود', 'مديريت', 'همکاری', 'انرژی'],
};
const RUNS = 30;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (value, digits = 2) => Number(value.toFixed(digits));

/** A garbage collection on demand, for the memory figure (the flag only enables `gc`). */
function collector() {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc');
}

let registered = false;

export async function searchBench() {
  if (!registered) {
    register(new URL('./search-loader.mjs', import.meta.url));
    registered = true;
  }
  const root = new URL('..', import.meta.url);
  const { buildIndex, parseQuery, runSearch, snippet, RESULTS_PER_PAGE } = await import(
    new URL('lib/search/engine.ts', root).href
  );
  const { searchDocuments } = await import(new URL('lib/search/documents.ts', root).href);
  const { searchSite } = await import(new URL('lib/search/service.ts', root).href);
  const gc = collector();

  const perLocale = {};
  const kept = [];
  const queryTimes = [];
  const fullTimes = [];
  for (const locale of LOCALES) {
    const { documents, failed } = await searchDocuments(locale);
    if (failed.length) throw new Error(`search bench: could not read ${failed.join(', ')}`);
    const builds = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      buildIndex(documents);
      builds.push(performance.now() - started);
    }
    gc();
    const before = process.memoryUsage().heapUsed;
    const index = buildIndex(documents);
    gc();
    const heapBytes = process.memoryUsage().heapUsed - before;
    kept.push(index);

    const times = [];
    for (const query of QUERIES[locale]) {
      const { terms } = parseQuery(query);
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const { hits } = runSearch(index, terms);
        for (const hit of hits.slice(0, RESULTS_PER_PAGE)) snippet(hit.document, hit.terms);
        times.push(performance.now() - started);
      }
    }
    for (const query of QUERIES[locale]) {
      const started = performance.now();
      await searchSite(locale, { q: query, kind: undefined, page: 1 });
      fullTimes.push(performance.now() - started);
    }
    queryTimes.push(...times);
    perLocale[locale] = {
      documents: documents.length,
      textBytes: Buffer.byteLength(JSON.stringify(documents)),
      buildMsMedian: round(median(builds)),
      heapBytes,
      serializedIndexBytes: Buffer.byteLength(JSON.stringify(index.engine)),
      queryMsMedian: round(median(times), 3),
      hitsForFirstQuery: runSearch(index, parseQuery(QUERIES[locale][0]).terms).hits.length,
    };
  }
  // The four indexes were kept alive until here so each one's heap figure stood on its own.
  kept.length = 0;
  return {
    locales: perLocale,
    indexHeapBytesAllLocales: Object.values(perLocale).reduce((sum, l) => sum + l.heapBytes, 0),
    queryMsMedian: round(median(queryTimes), 3),
    queryMsP95: round(percentile(queryTimes, 95), 3),
    fullSearchMsMedian: round(median(fullTimes), 2),
    queries: queryTimes.length,
    targetMsMedian: 50,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await searchBench(), null, 2));
}
