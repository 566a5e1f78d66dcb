import { LOCALES, type Locale } from '@/lib/i18n/locales';
import {
  getEvents,
  getGalleryImages,
  getNews,
  getPressPage,
  getProjects,
  getPublications,
  getStories,
  getTenders,
  getVacancies,
  withFallback,
} from '@/lib/provider';
import type { ListOptions, Paged } from '@/lib/provider';

export { listPath, parsePageNumber, queryPageNumber } from '@/lib/list-paths';

// Six cards: two rows of three on a desktop, short enough to scan on a phone.
export const PER_PAGE = 6;

/**
 * Pages of a list prerendered at build, per language (page 1 and the next): what a visitor
 * reaches first. The pages after them render on their first visit and are then cached like the
 * rest, so the build does not grow with the archive (docs/scale.md).
 */
export const PRERENDERED_PAGES = 2;

type ListRead<T> = (locale: Locale, options?: ListOptions) => Promise<Paged<T>>;

export interface ListKind<T = unknown> {
  /** The list's path: page N lives at `${base}/page/N`. */
  base: string;
  perPage: number;
  read: ListRead<T>;
}

/**
 * Every paged list of the site, once: the routes, their prerendered pages and the sitemap all
 * derive from this table.
 */
export const LISTS = {
  news: { base: '/news', perPage: PER_PAGE, read: getNews },
  stories: { base: '/stories', perPage: PER_PAGE, read: getStories },
  events: { base: '/events', perPage: PER_PAGE, read: getEvents },
  projects: { base: '/projects', perPage: PER_PAGE, read: getProjects },
  publications: { base: '/publications', perPage: PER_PAGE, read: getPublications },
  tenders: { base: '/tenders', perPage: PER_PAGE, read: getTenders },
  vacancies: { base: '/vacancies', perPage: PER_PAGE, read: getVacancies },
  // Pictures are small: twelve make four rows of three.
  gallery: { base: '/gallery', perPage: 12, read: getGalleryImages },
  media: { base: '/media', perPage: PER_PAGE, read: getPressPage },
} as const satisfies Record<string, ListKind>;

export type ListName = keyof typeof LISTS;
export type ListItem<K extends ListName> = Awaited<
  ReturnType<(typeof LISTS)[K]['read']>
>['items'][number];

/**
 * Page `page` of a list, or null when there is no such page. The first page is read first, so a
 * number past the last page is refused before it reaches the provider or the cache: only pages
 * that exist ever become cache entries. A provider failure is thrown.
 */
export async function readListPage<T>(
  read: ListRead<T>,
  locale: Locale,
  page: number,
  options: ListOptions,
): Promise<Paged<T> | null> {
  const first = await read(locale, { ...options, page: 1 });
  if (page === 1) return first;
  if (page > first.lastPage) return null;
  const result = await read(locale, { ...options, page });
  // A provider that answers another page than the one asked (clamping) has no such page.
  return result.page === page ? result : null;
}

/** How many pages a list has today, in English; 1 when the provider cannot say. */
export async function listPageCount(kind: ListKind): Promise<number> {
  return withFallback(
    kind.read('en', { page: 1, perPage: kind.perPage }).then((first) => first.lastPage),
    1,
    `${kind.base} page count`,
  );
}

/** generateStaticParams of `…/page/[page]`: the first pages after page 1, in every language. */
export async function listStaticParams(
  kind: ListKind,
): Promise<{ locale: Locale; page: string }[]> {
  const last = Math.min(await listPageCount(kind), PRERENDERED_PAGES);
  const pages = Array.from({ length: Math.max(0, last - 1) }, (_, index) => String(index + 2));
  return LOCALES.flatMap((locale) => pages.map((page) => ({ locale, page })));
}

export function emptyPage<T>(): Paged<T> & { failed: true } {
  return { items: [], page: 1, lastPage: 1, perPage: PER_PAGE, total: 0, failed: true };
}

/** A single-valued query parameter from the allowed values, else undefined (unknown values are ignored). */
export function choiceParam<T extends string>(
  params: Record<string, string | string[] | undefined>,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const raw = params[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return allowed.find((option) => option === value);
}
