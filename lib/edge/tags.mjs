// The content tags of each page, sent with it in a header the edge cache reads (Varnish's xkey
// vmod, deploy/varnish.vcl), so that POST /api/revalidate can purge at the edge exactly the pages
// Next refreshes (docs/edge.md, "Purge by tag"). Plain JavaScript: next.config.mjs sends the
// header from headers(), which matches the public path and can put its parameters in the value.
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locale-codes.mjs';
import { SITE_ROUTES } from '../routes.mjs';

/** The response header Varnish's xkey vmod reads its keys from (space-separated). */
export const EDGE_KEY_HEADER = 'xkey';

/**
 * Read by every page: every provider read carries TAGS.all (`content`), and the header shows the
 * social links (`sliders`) and the latest press items (`press`).
 */
const EVERY_PAGE = ['content', 'sliders', 'press'];

/**
 * The families of content each page reads besides EVERY_PAGE, by its path in lib/routes.mjs (a
 * list's later pages read what its first does). Checked against the tags Next records for each
 * prerendered page (e2e/edge/tags.spec.ts), so a page that starts reading a new family fails
 * the suite until it is named here.
 */
export const PAGE_TAGS = /** @type {Record<string, readonly string[]>} */ ({
  '/': ['projects', 'news', 'events', 'pages'],
  '/who-we-are': ['pages', 'system-charts'],
  '/who-we-are-map': ['member-states', 'pages'],
  '/what-we-do': ['programs', 'impacts', 'projects'],
  '/projects': ['projects'],
  '/events': ['events'],
  '/news': ['news'],
  '/get-involved': ['pages'],
  '/info-centre': ['pages', 'news', 'stories', 'publications', 'events'],
  '/nutshell': [],
  '/countries': ['countries', 'member-states', 'projects'],
  '/footprint': ['impacts', 'member-states', 'projects'],
  '/stories': ['stories'],
  '/publications': ['publications'],
  '/media': ['gallery'],
  '/members': ['member-states'],
  '/partners': ['partners'],
  '/oic-water-vision': ['pages'],
  '/team': ['team-members'],
  '/cop': ['cop', 'cop-news'],
  '/vacancies': ['vacancies'],
  '/internship': [],
  '/tenders': ['tenders'],
  '/gallery': ['gallery'],
  '/wefe-hub': [],
  '/wefe-hub/maps': [],
  '/data-tools': ['pages'],
});

/** Item pages (`/news/{id}`) by their folder: the item's family; a project also shows its members and partners. */
export const ITEM_TAGS = /** @type {Record<string, readonly string[]>} */ ({
  '/projects': ['projects', 'member-states', 'partners'],
  '/events': ['events'],
  '/news': ['news'],
  '/stories': ['stories'],
  '/publications': ['publications'],
  '/cop-news': ['cop-news'],
  '/vacancies': ['vacancies'],
  '/tenders': ['tenders'],
  '/gallery': ['gallery'],
});

const PREFIXES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|');

/** A page's own key: its public path (`page:/ar/news/3`), so a revalidated path is purged alone. */
const pageKey = (/** @type {string} */ path) => `page:${path}`;

/**
 * headers() entries that give every page its keys: the tags it reads and its own path. Each
 * pattern twice, unprefixed (English) and under a language prefix, so the page key is the
 * address the visitor used.
 * @returns {{ source: string, headers: { key: string, value: string }[] }[]}
 */
export function edgeKeyHeaders() {
  /** @type {[string, readonly string[]][]} */
  const patterns = [];
  for (const route of SITE_ROUTES) {
    const tags = PAGE_TAGS[route.path] ?? [];
    patterns.push([route.path, tags]);
    if ('list' in route) patterns.push([`${route.path}/page/:page`, tags]);
    if ('items' in route) patterns.push([`${route.items}/:id`, ITEM_TAGS[route.items] ?? []]);
  }
  const prefixed = (/** @type {string} */ path) => (path === '/' ? '' : path);
  return patterns.flatMap(([path, tags]) =>
    [
      // Next puts the matched parameters into the value (`page:/ar/news/3`).
      [path, path],
      [`/:locale(${PREFIXES})${prefixed(path)}`, `/:locale${prefixed(path)}`],
    ].map(([source, page]) => ({
      source,
      headers: [{ key: EDGE_KEY_HEADER, value: [...EVERY_PAGE, ...tags, pageKey(page)].join(' ') }],
    })),
  );
}

/** Every tag a page at this route pattern carries (the tags check in the edge suite). */
export function edgeTagsOf(/** @type {string} */ path) {
  const item = Object.keys(ITEM_TAGS).find((folder) => path.startsWith(`${folder}/`));
  return [...EVERY_PAGE, ...(PAGE_TAGS[path] ?? (item ? ITEM_TAGS[item] : undefined) ?? [])];
}

/**
 * The keys to purge at the edge for a revalidation: its tags as they are, and each path's page
 * key under its public address (`/en/news/3` is `/news/3`: English is unprefixed).
 * @param {{ tags: readonly string[], paths: readonly string[] }} revalidation
 */
export function edgeKeys({ tags, paths }) {
  const publicPath = (/** @type {string} */ path) => {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (trimmed === `/${DEFAULT_LOCALE}`) return '/';
    return trimmed.startsWith(`/${DEFAULT_LOCALE}/`)
      ? trimmed.slice(DEFAULT_LOCALE.length + 1)
      : trimmed;
  };
  return [...new Set([...tags, ...paths.map((path) => pageKey(publicPath(path)))])];
}
