import MiniSearch, { type SearchOptions } from 'minisearch';
import { indexTerms, queryTerms, words } from './normalize';

/** Every content kind the search covers, in the order the kind filter lists them. */
export const SEARCH_KINDS = [
  'news',
  'events',
  'projects',
  'programs',
  'publications',
  'stories',
  'tenders',
  'vacancies',
  'cop-news',
  'cop',
  'pages',
  'team',
  'partners',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One searchable thing, in one language, as plain text. */
export interface SearchDocument {
  /** Unique across kinds: `news:3`. */
  id: string;
  kind: SearchKind;
  title: string;
  summary: string;
  body: string;
  /** The page it opens, without the language prefix (`/news/3`). */
  href: string;
  date: string | null;
  /** Tenders and vacancies: whether they still take applications; null for other kinds. */
  open: boolean | null;
}

/**
 * A query longer than this is cut (at a word's end) rather than refused: a pasted paragraph still
 * searches its first words. 200 characters is about thirty words.
 */
export const MAX_QUERY_LENGTH = 200;
/** More words than this only slow the search down without narrowing it in any useful way. */
export const MAX_QUERY_TERMS = 12;
export const RESULTS_PER_PAGE = 10;

const FIELDS = ['title', 'summary', 'body'] as const;

/** Words of a long word may differ by one letter (a typo); short words must match as typed. */
const FUZZY_FROM_LENGTH = 5;

const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 3, summary: 1.5, body: 1 },
  // Every word typed so far is also a prefix: `resea` finds `réseau` as the visitor types.
  prefix: true,
  fuzzy: (term) => (term.length >= FUZZY_FROM_LENGTH ? 1 : false),
  // Query terms arrive already folded (queryTerms): the library must not split or fold them again.
  tokenize: (text) => [text],
  processTerm: (term) => term,
};

export interface SearchIndex {
  engine: MiniSearch<SearchDocument>;
  documents: Map<string, SearchDocument>;
}

/** The library's index over the documents of one language, fed by our own fold (normalize.ts). */
export function buildIndex(documents: SearchDocument[]): SearchIndex {
  const engine = new MiniSearch<SearchDocument>({
    fields: [...FIELDS],
    tokenize: (text) => words(text).map((word) => word.text),
    processTerm: (term) => indexTerms(term),
    searchOptions: SEARCH_OPTIONS,
  });
  // A provider may list one item twice (on two pages of a list that moved meanwhile).
  const unique = new Map(documents.map((doc) => [doc.id, doc]));
  engine.addAll([...unique.values()]);
  return { engine, documents: unique };
}

export interface ParsedQuery {
  /** What the visitor typed, trimmed and cut to MAX_QUERY_LENGTH. */
  text: string;
  /** Whether it had to be cut. */
  cut: boolean;
  terms: string[];
}

const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** Cuts at a word's end within MAX_QUERY_LENGTH characters (code points, never half a letter). */
export function parseQuery(raw: string | undefined): ParsedQuery {
  // Bidi embeddings, overrides and isolates (not the ZWNJ Persian needs) are dropped: shown back
  // in the page, an unclosed override would reverse the text around the query.
  const trimmed = (raw ?? '').replace(BIDI_CONTROLS, '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(trimmed);
  let text = trimmed;
  const cut = chars.length > MAX_QUERY_LENGTH;
  if (cut) {
    text = chars.slice(0, MAX_QUERY_LENGTH).join('');
    const lastSpace = text.lastIndexOf(' ');
    if (lastSpace > MAX_QUERY_LENGTH / 2) text = text.slice(0, lastSpace);
    text = text.trim();
  }
  return { text, cut, terms: queryTerms(text).slice(0, MAX_QUERY_TERMS) };
}

export interface Hit {
  document: SearchDocument;
  score: number;
  /** The index terms that matched, to mark them in the snippet. */
  terms: string[];
}

export interface SearchOutcome {
  /** Best first, every kind. */
  hits: Hit[];
  /** True when no document held every word, and these hold some of them. */
  partial: boolean;
}

/**
 * Best first; at the same score an open tender or vacancy comes before a closed one, then the
 * newer before the older. Scores are compared to two decimals so that two items the library
 * scored the same but for rounding count as equal.
 */
function compareHits(a: Hit, b: Hit): number {
  const score = Math.round(b.score * 100) - Math.round(a.score * 100);
  if (score !== 0) return score;
  const open = Number(b.document.open === true) - Number(a.document.open === true);
  if (open !== 0) return open;
  return (b.document.date ?? '').localeCompare(a.document.date ?? '');
}

/**
 * Every word must match (AND), as visitors expect of a site search; when no document holds them
 * all, documents holding some of them are offered instead, and the page says so.
 */
export function runSearch(index: SearchIndex, terms: string[]): SearchOutcome {
  if (terms.length === 0) return { hits: [], partial: false };
  const run = (combineWith: 'AND' | 'OR') =>
    index.engine
      .search({ combineWith, queries: terms })
      .flatMap((result): Hit[] => {
        const document = index.documents.get(String(result.id));
        return document ? [{ document, score: result.score, terms: result.terms }] : [];
      })
      .sort(compareHits);
  const all = run('AND');
  if (all.length > 0 || terms.length === 1) return { hits: all, partial: false };
  const some = run('OR');
  return { hits: some, partial: some.length > 0 };
}

/** How many hits each kind has, for the kind filter. */
export function countByKind(hits: Hit[]): Partial<Record<SearchKind, number>> {
  const counts: Partial<Record<SearchKind, number>> = {};
  for (const hit of hits) counts[hit.document.kind] = (counts[hit.document.kind] ?? 0) + 1;
  return counts;
}

/** A piece of a snippet: text as written, marked when it is a word the visitor searched for. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

const SNIPPET_WORDS = 32;
const WORDS_BEFORE_MATCH = 8;

/**
 * A short passage around the first matched word of the summary (else the body), with every
 * matched word marked. Words are compared folded (normalize.ts), so `reseau` marks `réseau`.
 * Returns text parts, never HTML: the page renders them as text and `<mark>` elements.
 */
export function snippet(document: SearchDocument, matched: string[]): SnippetPart[] {
  const wanted = new Set(matched);
  const isMatch = (word: string) => indexTerms(word).some((term) => wanted.has(term));
  const sources = [document.summary, document.body].filter(Boolean);
  const text =
    sources.find((source) => words(source).some((word) => isMatch(word.text))) ?? sources[0] ?? '';
  const all = words(text);
  if (all.length === 0) return [];
  const first = Math.max(
    0,
    all.findIndex((word) => isMatch(word.text)),
  );
  const from = first > WORDS_BEFORE_MATCH ? first - WORDS_BEFORE_MATCH : 0;
  const to = Math.min(all.length, from + SNIPPET_WORDS);
  const shown = all.slice(from, to);
  const start = from === 0 ? 0 : (shown[0]?.start ?? 0);
  const end = to === all.length ? text.length : (shown[shown.length - 1]?.end ?? text.length);

  const parts: SnippetPart[] = [];
  if (from > 0) parts.push({ text: '… ', mark: false });
  let cursor = start;
  for (const word of shown) {
    if (!isMatch(word.text)) continue;
    if (word.start > cursor) parts.push({ text: text.slice(cursor, word.start), mark: false });
    parts.push({ text: word.text, mark: true });
    cursor = word.end;
  }
  if (end > cursor) parts.push({ text: text.slice(cursor, end), mark: false });
  if (to < all.length) parts.push({ text: ' …', mark: false });
  return parts;
}
