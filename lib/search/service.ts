import 'server-only';
import { createHash } from 'node:crypto';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { searchTimer } from '@/lib/observability/record';
import { READ_REVALIDATE_SECONDS } from '@/lib/provider/cache';
import { searchDocuments } from './documents';
import {
  buildIndex,
  countByKind,
  parseQuery,
  RESULTS_PER_PAGE,
  runSearch,
  snippet,
  type Hit,
  type ParsedQuery,
  type SearchIndex,
  type SearchKind,
  type SnippetPart,
} from './engine';

/**
 * One index per language, in this server's memory, built from the provider's reads (cached and
 * tagged by Next: docs/operations.md, "What is cached, and for how long"), and rebuilt when the content
 * changes, never while a visitor waits for it (docs/scale.md):
 * - when the instance starts: the first health check (the instance's own warm-up, a load
 *   balancer's probe or the e2e runner) starts every language's build (`warmSearch`), as the
 *   process's own work: one promise, retried until every index is built, never tied to the
 *   request that started it, which may be cut off before it ends;
 * - when the provider's webhook revalidates (`refreshSearch`, app/api/revalidate): searches wait
 *   for the new index, so the next one shows the new content;
 * - when the index is older than the reads' own refresh (5 minutes): a search is answered from
 *   it and the rebuild starts beside the response.
 * Nothing here waits on `after()`: Next never runs the callbacks of a request whose client left
 * (a probe that timed out), and its shutdown waits for them (docs/operations.md, "Readiness").
 * A search then costs a lookup only: nothing per query reads, hashes or copies the corpus. A
 * rebuild hashes the documents once, and keeps the index it has when they did not change.
 * Memory stays bounded by four indexes whatever visitors type: no query, page or filter is ever a
 * cache key.
 */
interface Entry {
  index: SearchIndex;
  failed: SearchKind[];
  fingerprint: string;
  builtAt: number;
}

export const SEARCH_REFRESH_MS = READ_REVALIDATE_SECONDS * 1000;

/**
 * The process's indexes. Next loads a route handler (the health check, the webhook) and a page
 * (the search) each with its own instance of this module, so the state lives on `globalThis`,
 * once per process, where all of them find it.
 */
interface Store {
  indexes: Map<Locale, Entry>;
  building: Map<Locale, Promise<Entry>>;
  /** Counts webhooks: a build started before the last one must not install what it read. */
  generation: number;
  /** The warm-up under way: every missing index built, retried until done. */
  warmup: Promise<void> | undefined;
  /** Whether the instance is still rendering its search pages once (lib/search/warm-up.ts). */
  pagesWarming: boolean;
  /** Whether the search has been ready once since the start (the readiness check). */
  warmedUp: boolean;
}
const STORE = Symbol.for('inwrdam.search-indexes');
const store: Store = ((globalThis as { [STORE]?: Store })[STORE] ??= {
  indexes: new Map(),
  building: new Map(),
  generation: 0,
  warmup: undefined,
  pagesWarming: false,
  warmedUp: false,
});
const { indexes, building } = store;

function fingerprint(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

/** Builds a language's index (once at a time), or keeps the current one if nothing changed. */
function rebuild(locale: Locale): Promise<Entry> {
  const running = building.get(locale);
  if (running) return running;
  const started = store.generation;
  const task = (async () => {
    const { documents, failed } = await searchDocuments(locale);
    const key = fingerprint(documents);
    const current = indexes.get(locale);
    const index = current?.fingerprint === key ? current.index : buildIndex(documents);
    const entry = { index, failed, fingerprint: key, builtAt: Date.now() };
    if (started === store.generation) indexes.set(locale, entry);
    return entry;
  })().finally(() => {
    if (building.get(locale) === task) building.delete(locale);
  });
  building.set(locale, task);
  return task;
}

async function currentIndex(locale: Locale): Promise<Entry> {
  const entry = indexes.get(locale);
  // Before the first build has finished (right after a start, or after a webhook): wait for it.
  if (!entry) return rebuild(locale);
  if (Date.now() - entry.builtAt > SEARCH_REFRESH_MS && !building.has(locale)) {
    // Started, not awaited: this search answers from the index it has.
    void rebuild(locale).catch(() => undefined);
  }
  return entry;
}

/** How long the warm-up waits before it tries a failed build again: 1 s, doubling to 30 s. */
export function warmupRetryDelay(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** attempt);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

/**
 * Builds every language's index that is not built yet, one language after the other (four builds
 * at once would hold four corpora in memory together), and tries again, with a growing pause,
 * until all are built: a provider that failed at start must not leave the instance unready.
 */
async function buildMissing(): Promise<void> {
  const started = store.generation;
  // A webhook's warm-up (refreshSearch) takes over from one started before it.
  for (let attempt = 0; started === store.generation; attempt += 1) {
    for (const locale of LOCALES) {
      if (!indexes.has(locale)) await rebuild(locale).catch(() => undefined);
    }
    if (indexesReady()) return;
    await pause(warmupRetryDelay(attempt));
  }
}

/**
 * Starts the warm-up once per process and returns it; every later call, from any request, gets
 * the same promise. It runs to its end whatever happens to the request that started it (the
 * readiness check converges: docs/operations.md, "Readiness").
 */
export function warmSearch(): Promise<void> {
  if (store.warmup) return store.warmup;
  if (indexesReady()) return Promise.resolve();
  const task: Promise<void> = buildMissing().finally(() => {
    if (store.warmup === task) store.warmup = undefined;
  });
  store.warmup = task;
  return task;
}

/** Whether every language's index is built. */
export function indexesReady(): boolean {
  return LOCALES.every((locale) => indexes.has(locale));
}

/** For the metrics: whether every index is built, and the documents they hold in all. */
export function searchIndexStats(): { ready: boolean; documents: number } {
  let documents = 0;
  for (const entry of indexes.values()) documents += entry.index.documents.size;
  return { ready: indexesReady(), documents };
}

/** Said by lib/search/warm-up.ts while it renders the search pages once, after the indexes. */
export function setPagesWarming(warming: boolean): void {
  store.pagesWarming = warming;
}

/** Whether the instance answers searches at full speed: indexes built, search pages rendered. */
export function searchReady(): boolean {
  return indexesReady() && !store.pagesWarming;
}

/**
 * Whether the search has been ready once since the instance started. A webhook empties the
 * indexes for a moment on every instance at once (`refreshSearch`): the instances stay ready
 * meanwhile, since a search then waits for its rebuild rather than failing.
 */
export function searchWarmedUp(): boolean {
  if (!store.warmedUp && searchReady()) store.warmedUp = true;
  return store.warmedUp;
}

/**
 * The content changed (the provider's webhook): the next searches wait for indexes built from
 * the new reads, and the rebuild starts now rather than on the next search.
 */
export function refreshSearch(): void {
  store.generation += 1;
  indexes.clear();
  building.clear();
  // A new warm-up builds from the new content; one under way ends its pass and then stops.
  store.warmup = undefined;
  void warmSearch();
}

export interface SearchResultItem {
  id: string;
  kind: SearchKind;
  title: string;
  href: string;
  date: string | null;
  open: boolean | null;
  snippet: SnippetPart[];
}

export interface SearchPage {
  query: ParsedQuery;
  kind: SearchKind | undefined;
  /** Hits of every kind (the kind filter's counts). */
  total: number;
  counts: Partial<Record<SearchKind, number>>;
  /** The hits of the chosen kind on this page, with their snippets. */
  items: SearchResultItem[];
  page: number;
  lastPage: number;
  partial: boolean;
  /** Kinds that could not be read: the results may be incomplete. */
  unavailable: SearchKind[];
}

function item(hit: Hit): SearchResultItem {
  const { document } = hit;
  return {
    id: document.id,
    kind: document.kind,
    title: document.title,
    href: document.href,
    date: document.date,
    open: document.open,
    snippet: snippet(document, hit.terms),
  };
}

/** One page of results for what the visitor typed, in their language. */
export async function searchSite(
  locale: Locale,
  input: { q: string | undefined; kind: SearchKind | undefined; page: number },
): Promise<SearchPage> {
  const query = parseQuery(input.q);
  const empty = { query, kind: input.kind, total: 0, counts: {}, items: [], partial: false };
  if (query.terms.length === 0) return { ...empty, page: 1, lastPage: 1, unavailable: [] };
  const searched = searchTimer(locale);
  const { index, failed } = await currentIndex(locale);
  const { hits, partial } = runSearch(index, query.terms);
  searched();
  const chosen = input.kind ? hits.filter((hit) => hit.document.kind === input.kind) : hits;
  const lastPage = Math.max(1, Math.ceil(chosen.length / RESULTS_PER_PAGE));
  // A page past the end shows the last one: a shared link to page 5 of a shrunken list still helps.
  const page = Math.min(input.page, lastPage);
  return {
    ...empty,
    total: hits.length,
    counts: countByKind(hits),
    items: chosen.slice((page - 1) * RESULTS_PER_PAGE, page * RESULTS_PER_PAGE).map(item),
    page,
    lastPage,
    partial,
    unavailable: failed,
  };
}
