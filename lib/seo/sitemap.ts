import { getPathname } from '@/lib/i18n/navigation';
import { DEFAULT_LOCALE, LOCALES, LOCALE_RECORDS } from '@/lib/i18n/locales';
import { getCopNews, withFallback } from '@/lib/provider';
import type { ListOptions, Paged } from '@/lib/provider';
import { LISTS, listPageCount, listPath } from '@/lib/list';
import { siteUrl } from '@/lib/site';

/** A sitemap holds at most 50,000 URLs (sitemaps.org); beyond that we publish an index. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** Every page of the route table that is not an item's page. */
export const STATIC_PATHS = [
  '/',
  '/who-we-are',
  '/who-we-are-map',
  '/what-we-do',
  '/projects',
  '/events',
  '/news',
  '/get-involved',
  '/info-centre',
  '/nutshell',
  '/countries',
  '/footprint',
  '/stories',
  '/publications',
  '/media',
  '/members',
  '/partners',
  '/oic-water-vision',
  '/team',
  '/cop',
  '/vacancies',
  '/internship',
  '/tenders',
  '/gallery',
  '/wefe-hub',
  '/wefe-hub/maps',
  '/data-tools',
];

/** A page of the site, listed once per language. */
export interface SitemapPage {
  path: string;
  lastModified: string | null;
}

/**
 * The most pages of 100 items read from one list for the sitemap (10,000 items a list), and how
 * many are read at once. A provider claiming millions of pages once made a single sitemap request
 * fire millions of reads and exhaust the server's memory; the walk is bounded instead (README,
 * "Running in production").
 */
export const MAX_SITEMAP_PAGES = 100;
export const SITEMAP_CONCURRENCY = 4;

/** Every page of one provider list, 100 items a call, as sitemap pages. */
function source<T extends { id: string | null }>(
  base: string,
  list: (locale: 'en', options: ListOptions) => Promise<Paged<T>>,
  date: (item: T) => string | null,
) {
  return async (): Promise<SitemapPage[]> => {
    const first = await list('en', { page: 1, perPage: 100 });
    const last = Math.min(first.lastPage, MAX_SITEMAP_PAGES);
    const items = new Map<string, T>();
    const add = (page: Paged<T>) => {
      let fresh = 0;
      for (const item of page.items) {
        if (item.id && !items.has(item.id)) {
          items.set(item.id, item);
          fresh += 1;
        }
      }
      return fresh;
    };
    add(first);
    for (let next = 2; next <= last; next += SITEMAP_CONCURRENCY) {
      const batch = Array.from(
        { length: Math.min(SITEMAP_CONCURRENCY, last - next + 1) },
        (_, index) => list('en', { page: next + index, perPage: 100 }),
      );
      const fresh = (await Promise.all(batch)).reduce((sum, page) => sum + add(page), 0);
      // Pages that bring nothing new (empty, or the same items again): the list has ended,
      // whatever its last_page said.
      if (fresh === 0) break;
    }
    return [...items.values()].map((item) => ({
      path: `${base}/${item.id}`,
      lastModified: date(item),
    }));
  };
}

/** Each list's later pages (`/news/page/2`, …): the first page is among the static paths. */
async function listPages(): Promise<SitemapPage[]> {
  const counts = await Promise.all(
    Object.values(LISTS).map(async (kind) => ({ kind, count: await listPageCount(kind) })),
  );
  return counts.flatMap(({ kind, count }) =>
    Array.from({ length: Math.max(0, count - 1) }, (_, index) => ({
      path: listPath(kind.base, index + 2),
      lastModified: null,
    })),
  );
}

const ITEM_SOURCES: Record<string, () => Promise<SitemapPage[]>> = {
  projects: source(LISTS.projects.base, LISTS.projects.read, () => null),
  news: source(LISTS.news.base, LISTS.news.read, (item) => item.date),
  stories: source(LISTS.stories.base, LISTS.stories.read, (item) => item.date),
  // COP news has no list page of its own (the COP page shows it), but its items have pages.
  'cop-news': source('/cop-news', getCopNews, (item) => item.date),
  events: source(LISTS.events.base, LISTS.events.read, (item) => item.start),
  publications: source(LISTS.publications.base, LISTS.publications.read, (item) => item.date),
  tenders: source(LISTS.tenders.base, LISTS.tenders.read, (item) => item.issueDate),
  vacancies: source(LISTS.vacancies.base, LISTS.vacancies.read, (item) => item.postedDate),
  gallery: source(LISTS.gallery.base, LISTS.gallery.read, (item) => item.date),
};

/**
 * The pages to list: the static routes always, then every provider item. A source that fails is
 * logged and left out, so the sitemap still answers when the provider is down.
 */
export async function sitemapPages(): Promise<SitemapPage[]> {
  const [items, pages] = await Promise.all([
    Promise.all(
      Object.entries(ITEM_SOURCES).map(([name, read]) =>
        withFallback(read(), [], `sitemap ${name}`),
      ),
    ),
    listPages(),
  ]);
  return [
    ...STATIC_PATHS.map((path) => ({ path, lastModified: null })),
    ...pages,
    ...items.flat(),
  ];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const url = (locale: (typeof LOCALES)[number], path: string) =>
  siteUrl() + getPathname({ locale, href: path });

/** W3C date (YYYY-MM-DD) of a provider date, or nothing when it has none. */
function lastmod(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** One <url> per page and language, each with its hreflang alternates and x-default. */
export function urlEntries(pages: SitemapPage[]): string[] {
  return pages.flatMap((page) => {
    const alternates = [
      ...LOCALES.map(
        (code) =>
          `<xhtml:link rel="alternate" hreflang="${LOCALE_RECORDS[code].hrefLang}" href="${escapeXml(url(code, page.path))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(url(DEFAULT_LOCALE, page.path))}"/>`,
    ].join('');
    const modified = lastmod(page.lastModified);
    return LOCALES.map(
      (locale) =>
        `<url><loc>${escapeXml(url(locale, page.path))}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}${alternates}</url>`,
    );
  });
}

export function urlset(entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(count: number): string {
  const items = Array.from(
    { length: count },
    (_, index) => `<sitemap><loc>${siteUrl()}/sitemaps/${index}.xml</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export function xmlResponse(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, s-maxage=3600, stale-while-revalidate=86400',
    },
  });
}
