import 'server-only';
import { createHash } from 'node:crypto';
import type { Locale } from '@/lib/i18n/locales';
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
 * One index per language, in this server's memory, kept with the content it was built from.
 *
 * The documents come from the provider's reads, which Next caches and tags (README, "What is
 * cached, and for how long"), so each search costs cache hits, not provider calls. A fingerprint
 * of those documents decides whether the index is still current: when a revalidation (the CMS
 * webhook, or the 5-minute refresh) changes a read, the next search rebuilds that language's
 * index, on every instance. Memory stays bounded by four indexes whatever visitors type: no
 * query, page or filter is ever a cache key.
 */
const indexes = new Map<Locale, { fingerprint: string; index: SearchIndex }>();

function fingerprint(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

async function currentIndex(locale: Locale) {
  const { documents, failed } = await searchDocuments(locale);
  const key = fingerprint(documents);
  let entry = indexes.get(locale);
  if (entry?.fingerprint !== key) {
    entry = { fingerprint: key, index: buildIndex(documents) };
    indexes.set(locale, entry);
  }
  return { index: entry.index, failed };
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
  const { index, failed } = await currentIndex(locale);
  const { hits, partial } = runSearch(index, query.terms);
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
