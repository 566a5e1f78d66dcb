/**
 * Pure functions that turn the provider's envelopes and raw records into the site's domain types.
 * Nothing outside lib/provider knows `data.data`, `_ar` fields or the provider's URL quirks.
 */
import { decodeHTML } from 'entities';
import type { Locale } from '@/lib/i18n/locales';
import { dateTimeFormat } from '@/lib/intl';
import { ProviderError } from './errors';
import { observed, type ReadCall } from './field-reads';
import type { Paged } from './types';

export type RawRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is RawRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function child(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

/** `success: false` in the body means the call failed even when HTTP said 200. */
export function assertSuccess(body: unknown, path: string): RawRecord {
  if (!isRecord(body)) throw new ProviderError('shape', path, 'Invalid response shape');
  if (body.success === false) {
    const message = typeof body.message === 'string' ? body.message : 'Provider reported failure';
    throw new ProviderError('unsuccessful', path, message);
  }
  return body;
}

/** A detail record: `{ success, data: {...} }`. */
export function unwrapItem(body: unknown, path: string): RawRecord {
  const data = assertSuccess(body, path).data;
  if (!isRecord(data)) throw new ProviderError('shape', path, 'Invalid response shape');
  return observed(data, { path, envelope: 'item' });
}

/**
 * The most pages a list may claim. A provider answering `"last_page": 10000000` would otherwise
 * make every page number up to it a valid page (and a cache entry), and make the sitemap walk
 * them all. At 100 items a page this is 100,000 items, beyond what the network publishes.
 */
export const MAX_LAST_PAGE = 1_000;

function toPositiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;
}

function paginator(container: unknown, call: ReadCall): { items: RawRecord[]; meta: RawRecord } {
  const records = (list: unknown[]) => list.filter(isRecord).map((raw) => observed(raw, call));
  // Either a paginator `{ data: [...], current_page, ... }` or a bare array.
  if (Array.isArray(container)) return { items: records(container), meta: {} };
  const items = child(container, 'data');
  if (!Array.isArray(items) || !isRecord(container)) {
    throw new ProviderError('shape', call.path, 'Invalid response shape');
  }
  return { items: records(items), meta: observed(container, call, 'paginator.') };
}

function toPaged<T>(
  container: unknown,
  call: ReadCall,
  map: (raw: RawRecord) => T | null,
): Paged<T> {
  const { items, meta } = paginator(container, call);
  const mapped = items.flatMap((raw) => {
    // One malformed record loses its place in the list, not the whole list.
    try {
      const item = map(raw);
      return item === null ? [] : [item];
    } catch {
      return [];
    }
  });
  const perPage = toPositiveInt(meta.per_page, Math.max(mapped.length, 1));
  const total = toPositiveInt(meta.total, mapped.length);
  return {
    items: mapped,
    page: toPositiveInt(meta.current_page, 1),
    lastPage: Math.min(toPositiveInt(meta.last_page, 1), MAX_LAST_PAGE),
    perPage,
    total: meta.total === 0 ? 0 : total,
  };
}

/** The usual list envelope: `{ success, data: { data: [...], current_page, last_page, ... } }`. */
export function unwrapPaged<T>(body: unknown, path: string, map: (raw: RawRecord) => T | null) {
  return toPaged(assertSuccess(body, path).data, { path, envelope: 'paged' }, map);
}

/** Projects nest their paginator one level deeper: `{ success, data: { data: { data: [...] } } }`. */
export function unwrapProjects<T>(body: unknown, path: string, map: (raw: RawRecord) => T | null) {
  return toPaged(
    child(assertSuccess(body, path).data, 'data'),
    { path, envelope: 'projects' },
    map,
  );
}

/** Home events: `{ success, data: { data: { items: [...] } } }`. */
export function unwrapHomeEvents(body: unknown, path: string): RawRecord[] {
  const items = child(child(assertSuccess(body, path).data, 'data'), 'items');
  if (!Array.isArray(items)) throw new ProviderError('shape', path, 'Invalid response shape');
  return items.filter(isRecord).map((raw) => observed(raw, { path, envelope: 'home-events' }));
}

/**
 * Member states: `data.data` must be an array, else 'Invalid response shape'
 * (docs/content-api.md, "`GET /member-states-countries`").
 */
export function unwrapArray(body: unknown, path: string): RawRecord[] {
  const items = child(assertSuccess(body, path).data, 'data');
  if (!Array.isArray(items)) throw new ProviderError('shape', path, 'Invalid response shape');
  return items.filter(isRecord).map((raw) => observed(raw, { path, envelope: 'array' }));
}

export function str(raw: RawRecord, key: string): string | null {
  const value = raw[key];
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return String(value);
  return null;
}

export function num(raw: RawRecord, key: string): number | null {
  const value = raw[key];
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** A yes/no field, which providers send as a boolean, 1 or "1". */
export function flag(raw: RawRecord, key: string): boolean {
  const value = raw[key];
  return value === true || value === 1 || value === '1';
}

export function id(raw: RawRecord, key = 'id'): string | null {
  return str(raw, key);
}

/**
 * The language's copy of a field: the `_ar` copy is used for ar and fa when it exists.
 * A provider may also send a `_fa` copy, which Persian prefers, so Persian readers get Persian
 * whenever it exists and Arabic (same script) before English otherwise.
 */
export function pick(raw: RawRecord, key: string, locale: Locale): string | null {
  if (locale === 'fa') return str(raw, `${key}_fa`) ?? str(raw, `${key}_ar`) ?? str(raw, key);
  if (locale === 'ar') return str(raw, `${key}_ar`) ?? str(raw, key);
  return str(raw, key);
}

/**
 * Tags a browser lays out inside a line: dropped without a trace, so «الإسلامي</strong>،» stays
 * «الإسلامي،» (the Arabic review of 2026-12-06, M1). Any other tag (a paragraph, a line break)
 * parts two words, as a browser shows them.
 */
const INLINE_TAGS = new Set([
  ...'a abbr b bdi bdo cite code data del dfn em font i ins kbd mark q s samp'.split(' '),
  ...'small span strong sub sup time u var'.split(' '),
]);

/**
 * The spaces HTML itself collapses (ASCII whitespace). Not JavaScript's `\s`, which also matches
 * U+00A0 and U+202F: the no-break spaces the French text means («Formation régionale\u00a0:»,
 * «6\u00a0mois»; the French review of 2026-12-06, M1).
 */
const COLLAPSIBLE = /[ \t\n\r\f]+/g;

/** Punctuation that never follows a space the markup made (a space the text has stays). */
const CLOSING = /\u0000[ \t\n\r\f\u0000]*(?=[.,;:!?،؛؟)\]»”’])/g;

/**
 * Provider HTML as plain text for titles, descriptions and sharing tags. Tags go first, then every
 * named and numeric entity is decoded as a browser would (https://github.com/fb55/entities), so an
 * encoded `&lt;script&gt;` becomes the text `<script>`: callers must treat the result as text
 * (the hero renders it as React text; JSON-LD would go through `serializeJsonLd`), never as markup.
 * Whitespace is collapsed as HTML collapses it, keeping the no-break spaces, and a block tag
 * before a punctuation mark leaves no space before it.
 */
export function stripMarkup(html: string): string {
  // U+0000 marks the space a tag leaves until the entities are decoded (a decoded `&#0;` is U+FFFD).
  const marked = html.replace(/<\/?([a-z][a-z0-9]*)?[^>]*>/gi, (_tag, name?: string) =>
    name && INLINE_TAGS.has(name.toLowerCase()) ? '' : '\u0000',
  );
  return decodeHTML(marked)
    .replace(CLOSING, '')
    .replace(/\u0000/g, ' ')
    .replace(COLLAPSIBLE, ' ')
    .trim();
}

/**
 * A plain-text field (a title, a summary, a caption) in the reader's language, as text: a provider
 * that sends `&rsquo;` or a stray `<em>` in a title must not show it raw in the page, its title
 * and its sharing tags. Rich-text fields (`body`, a tender's `description`) keep their markup
 * for the sanitiser instead.
 */
export function pickText(raw: RawRecord, key: string, locale: Locale): string | null {
  const value = pick(raw, key, locale);
  return value === null ? null : stripMarkup(value) || null;
}

/** An IANA time zone the runtime knows, else null (an unknown zone makes Intl throw). */
export function timeZone(raw: RawRecord, key: string): string | null {
  const value = str(raw, key);
  if (!value) return null;
  try {
    dateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return null;
  }
}

/**
 * Cleans image URLs the provider sometimes sends with its host or storage path twice
 * (`https://h/storage/https://h/storage/x.jpg`, `/storage/storage/x.jpg`), and makes
 * storage-relative paths absolute against the provider origin.
 */
export function cleanImageUrl(value: unknown, providerBase: string | null): string | null {
  // A URL that cannot be parsed (`http://[bad`) leaves the item without an image, not the page
  // without its content.
  try {
    return cleanUrl(value, providerBase);
  } catch {
    return null;
  }
}

function cleanUrl(value: unknown, providerBase: string | null): string | null {
  if (typeof value !== 'string') return null;
  let url = value.trim();
  if (url === '') return null;
  const lastScheme = Math.max(url.lastIndexOf('http://'), url.lastIndexOf('https://'));
  if (lastScheme > 0) url = url.slice(lastScheme);
  url = url.replace(/(\/storage)(?:\/storage)+(?=\/)/g, '$1');
  if (/^https?:\/\//.test(url)) {
    const parsed = new URL(url);
    parsed.pathname = parsed.pathname.replace(/\/{2,}/g, '/');
    return parsed.toString();
  }
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return null; // javascript:, data: and other schemes
  if (url.startsWith('//')) return `https:${url}`;
  if (url.startsWith('/')) {
    // Root-relative paths from a remote provider live on its host; the embedded one serves ours.
    return url.startsWith('/storage/') && providerBase
      ? new URL(url, providerBase).toString()
      : url;
  }
  // A leading `./` needs no stripping: the URL parser drops the `.` segment of `/./`.
  if (providerBase) return new URL(`/${url}`, providerBase).toString();
  return `/${url}`;
}
