import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { LIST_FILTERS, LIST_SLUGS } from './routes.mjs';

/**
 * Where lists live, without the provider: pure functions shared by the list routes, the
 * pagination links and the redirect of the old `?page=` addresses (docs/features.md, "Content pages").
 */

export { LIST_SLUGS };
export type ListSlug = (typeof LIST_SLUGS)[number];

/** Filtered project lists render per request here; `/projects` itself is cached. */
export const PROJECTS_FILTER_PATH = LIST_FILTERS.projects.path;
/** Searched or filtered publications render per request here; `/publications` is cached. */
export const PUBLICATIONS_SEARCH_PATH = LIST_FILTERS.publications.path;

/**
 * A page number written in a path: digits only, no leading zero, at most four digits (no list is
 * allowed more pages than that: MAX_LAST_PAGE in lib/provider/reshape.ts). Anything else is not
 * a page.
 */
export function parsePageNumber(segment: string | undefined): number | null {
  return segment && /^[1-9]\d{0,3}$/.test(segment) ? Number(segment) : null;
}

/** `?page=` of a per-request list (filters, search), read with the same rule as a path. */
export function queryPageNumber(
  params: Record<string, string | string[] | undefined>,
): number | null {
  const raw = params.page;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined ? 1 : parsePageNumber(value);
}

/** The path of a list's page: page 1 is the list itself. */
export function listPath(base: string, page: number): string {
  return page > 1 ? `${base}/page/${page}` : base;
}

export function isListSlug(value: unknown): value is ListSlug {
  return typeof value === 'string' && (LIST_SLUGS as readonly string[]).includes(value);
}

/**
 * Where an old list address (`/ar/news?page=2`, `/projects?theme=water&page=2`) lives now,
 * locale prefix included: a page's path, or the per-request filtered view with the filters it
 * understands. A page number that is not one (`?page=abc`) leads to the list's first page.
 */
export function legacyListLocation(list: ListSlug, locale: Locale, query: URLSearchParams): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const page = parsePageNumber(query.get('page') ?? undefined) ?? 1;
  const filtered = list in LIST_FILTERS ? LIST_FILTERS[list as keyof typeof LIST_FILTERS] : null;
  const filters = filtered
    ? filtered.params.flatMap((name: string) => {
        const value = query.get(name)?.trim();
        return value ? [[name, value] as [string, string]] : [];
      })
    : [];
  if (filtered && filters.length > 0) {
    const search = new URLSearchParams(page > 1 ? [...filters, ['page', String(page)]] : filters);
    return `${prefix}${filtered.path}?${search.toString()}`;
  }
  return `${prefix}${listPath(`/${list}`, page)}`;
}
