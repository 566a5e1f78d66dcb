import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

/**
 * Where lists live, without the provider: pure functions shared by the list routes, the
 * pagination links and the redirect of the old `?page=` addresses (README, "Content pages").
 */

/** Every paged list, by its path. */
export const LIST_SLUGS = [
  'news',
  'stories',
  'events',
  'projects',
  'publications',
  'tenders',
  'vacancies',
  'gallery',
  'media',
] as const;
export type ListSlug = (typeof LIST_SLUGS)[number];

/** Filtered project lists render per request here; `/projects` itself is cached. */
export const PROJECTS_FILTER_PATH = '/projects/filter';
/** Searched or filtered publications render per request here; `/publications` is cached. */
export const PUBLICATIONS_SEARCH_PATH = '/publications/search';

/** The query parameters each per-request list understands (anything else is dropped). */
const FILTERED: Partial<Record<ListSlug, { path: string; params: readonly string[] }>> = {
  projects: { path: PROJECTS_FILTER_PATH, params: ['theme', 'status'] },
  publications: { path: PUBLICATIONS_SEARCH_PATH, params: ['q', 'kind', 'year'] },
};

/**
 * A page number written in a path: digits only, no leading zero, at most four digits (no list is
 * allowed more pages than that: MAX_LAST_PAGE in lib/provider/reshape.ts). Anything else is not
 * a page.
 */
export function parsePage(segment: string | undefined): number | null {
  return segment && /^[1-9]\d{0,3}$/.test(segment) ? Number(segment) : null;
}

/** `?page=` of a per-request list (filters, search), read with the same rule as a path. */
export function queryPage(params: Record<string, string | string[] | undefined>): number | null {
  const raw = params.page;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined ? 1 : parsePage(value);
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
  const page = parsePage(query.get('page') ?? undefined) ?? 1;
  const filtered = FILTERED[list];
  const filters = filtered
    ? filtered.params.flatMap((name) => {
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
