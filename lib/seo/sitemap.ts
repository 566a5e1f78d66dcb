import { parseDate } from '@/lib/dates';
import { getPathname } from '@/lib/i18n/navigation';
import { DEFAULT_LOCALE, LOCALES, LOCALE_RECORDS } from '@/lib/i18n/locales';
import { resources, withFallback } from '@/lib/provider';
import { LISTS, listPageCount, listPath } from '@/lib/list';
import { SITE_ROUTES } from '@/lib/routes.mjs';
import { siteUrl } from '@/lib/site';
import { currentCardPath, PAGE_CARDS } from '@/lib/cards/paths';

/**
 * A sitemap file holds at most 50,000 URLs and 50 MB uncompressed (sitemaps.org, "Sitemap
 * index"); beyond either we publish an index of parts.
 */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

/** Every page of the route table that is not an item's page (lib/routes.mjs). */
export const STATIC_PATHS = SITE_ROUTES.map((route) => route.path);

/** A page of the site, listed once per language. */
export interface SitemapPage {
  path: string;
  lastModified: string | null;
  /** Its share card (`news/12`, `pages/news`: lib/cards), named in an image:image entry. */
  card?: string;
}

/**
 * The sitemap's walk of a list is bounded (docs/operations.md, "What the provider may send"); the bounds live
 * with the walk itself, `everyItem` in lib/provider/resource.ts, which prerendering shares.
 */
export {
  MAX_ALL_PAGES as MAX_SITEMAP_PAGES,
  ALL_CONCURRENCY as SITEMAP_CONCURRENCY,
} from '@/lib/provider';

/** Every item of a provider resource, in English, as sitemap pages. */
function source<T extends { id: string | null }>(
  base: string,
  all: (locale: 'en') => Promise<T[]>,
  date: (item: T) => string | null,
) {
  return async (): Promise<SitemapPage[]> =>
    (await all('en')).map((item) => ({
      path: `${base}/${item.id}`,
      lastModified: date(item),
      card: `${base.slice(1)}/${item.id}`,
    }));
}

/** A static route; the home page and the lists have a card of their own (lib/cards). */
function staticPage(route: (typeof SITE_ROUTES)[number]): SitemapPage {
  const key = route.path === '/' ? 'home' : 'list' in route ? route.list : null;
  return { path: route.path, lastModified: null, ...(key && { card: `${PAGE_CARDS}/${key}` }) };
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
  projects: source(LISTS.projects.base, resources.projects.all, () => null),
  news: source(LISTS.news.base, resources.news.all, (item) => item.date),
  stories: source(LISTS.stories.base, resources.stories.all, (item) => item.date),
  // COP news has no list page of its own (the COP page shows it), but its items have pages.
  'cop-news': source('/cop-news', resources.copNews.all, (item) => item.date),
  events: source(LISTS.events.base, resources.events.all, (item) => item.start),
  publications: source(LISTS.publications.base, resources.publications.all, (item) => item.date),
  tenders: source(LISTS.tenders.base, resources.tenders.all, (item) => item.issueDate),
  vacancies: source(LISTS.vacancies.base, resources.vacancies.all, (item) => item.postedDate),
  gallery: source(LISTS.gallery.base, resources.gallery.all, (item) => item.date),
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
  return [...SITE_ROUTES.map(staticPage), ...pages, ...items.flat()];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const url = (locale: (typeof LOCALES)[number], path: string) =>
  siteUrl() + getPathname({ locale, href: path });

/** W3C date (YYYY-MM-DD) of a provider date, or nothing when it has none. */
function lastmod(value: string | null): string | null {
  const date = value ? parseDate(value) : null;
  return date ? date.toISOString().slice(0, 10) : null;
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
    return LOCALES.map((locale) => {
      // The card's current address, which needs no read of the item in each language.
      const image = page.card
        ? `<image:image><image:loc>${escapeXml(siteUrl() + currentCardPath(locale, page.card))}</image:loc></image:image>`
        : '';
      return `<url><loc>${escapeXml(url(locale, page.path))}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}${alternates}${image}</url>`;
    });
  });
}

export function urlset(entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${entries.join('\n')}\n</urlset>\n`;
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

/**
 * The sitemap's `<url>` entries cut into files, in order, each within both limits (its count of
 * URLs, and its bytes once wrapped in `urlset`): how many files, and the entries of file
 * `wanted` only. The entries are taken one at a time and the others dropped once measured, so a
 * request holds one file's entries, not the whole archive's (docs/scale.md).
 */
export function sitemapPart(
  entries: Iterable<string>,
  wanted: number,
  limits = SITEMAP_LIMITS,
): { count: number; entries: string[] } {
  const wrapper = Buffer.byteLength(urlset([]));
  let index = 0;
  let urls = 0;
  let bytes = wrapper;
  const kept: string[] = [];
  for (const entry of entries) {
    // Each entry is followed by a newline in the file.
    const size = Buffer.byteLength(entry) + 1;
    if (urls > 0 && (urls >= limits.urls || bytes + size > limits.bytes)) {
      index += 1;
      urls = 0;
      bytes = wrapper;
    }
    if (index === wanted) kept.push(entry);
    urls += 1;
    bytes += size;
  }
  return { count: index + 1, entries: kept };
}

/** The `<url>` entries of every page, one page at a time. */
function* entriesOf(pages: SitemapPage[]): Generator<string> {
  for (const page of pages) yield* urlEntries([page]);
}

const NOT_FOUND = '<?xml version="1.0" encoding="UTF-8"?><error>Not found</error>';

/**
 * `/sitemap.xml` (no part) or `/sitemaps/{n}.xml` (part `"{n}.xml"`): every page in every
 * language in one file, or, once that would pass a limit, an index at `/sitemap.xml` and its
 * parts. A part that does not exist, or any part while one file suffices, answers 404.
 */
export async function sitemapResponse(part?: string): Promise<Response> {
  // A name that is no part's costs no walk of the lists.
  const wanted = part === undefined ? 0 : sitemapPartNumber(part);
  if (wanted === null) return xmlResponse(NOT_FOUND, 404);
  const { count, entries } = sitemapPart(entriesOf(await sitemapPages()), wanted);
  if (part === undefined) return xmlResponse(count === 1 ? urlset(entries) : sitemapIndex(count));
  return count > 1 && wanted < count ? xmlResponse(urlset(entries)) : xmlResponse(NOT_FOUND, 404);
}

/** The number of a part's file name (`12.xml`), one address per part: never `012.xml`. */
export function sitemapPartNumber(name: string): number | null {
  const match = /^(0|[1-9]\d*)\.xml$/.exec(name);
  return match ? Number(match[1]) : null;
}
