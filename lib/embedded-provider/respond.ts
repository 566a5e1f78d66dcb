/**
 * The provider API's envelopes, as the embedded provider answers them: JSON bodies with a
 * `success` flag, the language from the `lang` or `Accept-Language` header, texts with their
 * `_ar` and `_fa` copies, and the paginator of every list.
 */
import type { ContentLocale, L10n } from './content-types';

export type Json = Record<string, unknown>;

export const LANGS: readonly ContentLocale[] = ['en', 'ar', 'fr', 'fa'];
const DEFAULT_PER_PAGE = 9;
const MAX_PER_PAGE = 100;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

export const ok = (data: unknown) => json({ success: true, data });
export const notFound = () => json({ success: false, message: 'Not found' }, 404);

/** Every request names its two-letter language; anything else reads as English. */
export function requestLang(request: Request): ContentLocale {
  const header = request.headers.get('lang') ?? request.headers.get('accept-language') ?? '';
  const code = header.trim().slice(0, 2).toLowerCase();
  return (LANGS as readonly string[]).includes(code) ? (code as ContentLocale) : 'en';
}

/**
 * Each text in the requested language plus its `_ar` copy (which the API's clients use for
 * Arabic and Persian) and a `_fa` copy (docs/decisions.md, "Persian and `_ar` fields").
 */
export function texts<T extends object>(
  source: T,
  keys: (keyof T & string)[],
  lang: ContentLocale,
): Json {
  const out: Json = {};
  for (const key of keys) {
    const text = source[key] as L10n | undefined;
    if (!text) continue;
    out[key] = text[lang] || text.en;
    out[`${key}_ar`] = text.ar;
    out[`${key}_fa`] = text.fa;
  }
  return out;
}

/** One page of a list, with the paginator fields every list carries (`per_page` at most 100). */
export function paginate<T>(items: T[], url: URL, map: (item: T) => Json): Json {
  const perPage = Math.min(
    Math.max(Number(url.searchParams.get('per_page')) || DEFAULT_PER_PAGE, 1),
    MAX_PER_PAGE,
  );
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const page = Math.min(Math.max(Number(url.searchParams.get('page')) || 1, 1), lastPage);
  return {
    data: items.slice((page - 1) * perPage, page * perPage).map(map),
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total: items.length,
  };
}

export const byDateDesc = <T extends { date: string }>(a: T, b: T) => b.date.localeCompare(a.date);

export const newestFirst = <T extends { date: string }>(items: T[]) => items.sort(byDateDesc);

/** A record by id or, where records have one, by slug. */
export const find = <T extends { id: number }>(items: T[], wanted: string | undefined) =>
  items.find((i) => String(i.id) === wanted || ('slug' in i && i.slug === wanted));
