// The content tags of each page, feed, sitemap and share card, sent with it in a header the edge
// cache reads (Varnish's xkey vmod, deploy/varnish.vcl), so that POST /api/revalidate can purge
// at the edge exactly what Next refreshes (docs/edge.md, "Purge by tag"). Plain JavaScript: next.config.mjs sends the
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
 * prerendered page (e2e/edge/purge.spec.ts, "every prerendered page names…"), so a page that
 * starts reading a new family fails the suite until it is named here.
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

/**
 * The families each sitemap file reads: every item source and every list's page count
 * (lib/seo/sitemap.ts; the media list counts press items). Checked like the pages'.
 */
export const SITEMAP_TAGS = /** @type {readonly string[]} */ ([
  'projects',
  'news',
  'stories',
  'cop-news',
  'events',
  'publications',
  'tenders',
  'vacancies',
  'gallery',
  'press',
]);

/** The feeds by their unprefixed path (lib/seo/feed-routes.ts): the family they list. */
export const FEED_TAGS = /** @type {Record<string, readonly string[]>} */ ({
  '/feed.xml': ['news'],
  '/tenders/feed.xml': ['tenders'],
});

/**
 * Share cards (lib/cards/cards.ts, CARD_KINDS) by the kind in their address: the family of the
 * item whose title and date they show, for its hashed card and its current address (`card.jpg`,
 * a redirect that names the hash). A list's or the home page's card (`pages/…`) shows only
 * messages and carries `content` alone, so a full revalidation still drops it.
 */
export const CARD_TAGS = /** @type {Record<string, readonly string[]>} */ ({
  news: ['news'],
  stories: ['stories'],
  'cop-news': ['cop-news'],
  events: ['events'],
  projects: ['projects'],
  publications: ['publications'],
  tenders: ['tenders'],
  vacancies: ['vacancies'],
  gallery: ['gallery'],
  pages: [],
});

const PREFIXES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|');

/** A page's own key: its public path (`page:/ar/news/3`), so a revalidated path is purged alone. */
const pageKey = (/** @type {string} */ path) => `page:${path}`;

/** One headers() entry: the xkey header at a path pattern. */
const keyed = (/** @type {string} */ source, /** @type {readonly string[]} */ keys) => ({
  source,
  headers: [{ key: EDGE_KEY_HEADER, value: keys.join(' ') }],
});

/**
 * headers() entries that give every page its keys: the tags it reads and its own path. Each
 * pattern twice, unprefixed (English) and under a language prefix, so the page key is the
 * address the visitor used. Then the same for feeds and sitemaps, and the cards' tags.
 * @returns {{ source: string, headers: { key: string, value: string }[] }[]}
 */
export function edgeKeyHeaders() {
  /** @type {[string, readonly string[]][]} */
  const patterns = [];
  for (const route of SITE_ROUTES) {
    // Every route has an entry (tags.test.ts): a missing one fails next.config.mjs, not quietly.
    const tags = PAGE_TAGS[route.path];
    patterns.push([route.path, [...EVERY_PAGE, ...tags]]);
    if ('list' in route) patterns.push([`${route.path}/page/:page`, [...EVERY_PAGE, ...tags]]);
    if ('items' in route)
      patterns.push([`${route.items}/:id`, [...EVERY_PAGE, ...ITEM_TAGS[route.items]]]);
  }
  // Feeds and sitemaps read no header or footer: only what they list.
  for (const [path, tags] of Object.entries(FEED_TAGS)) patterns.push([path, ['content', ...tags]]);
  const prefixed = (/** @type {string} */ path) => (path === '/' ? '' : path);
  const localised = patterns.flatMap(([path, tags]) =>
    [
      // Next puts the matched parameters into the value (`page:/ar/news/3`).
      [path, path],
      [`/:locale(${PREFIXES})${prefixed(path)}`, `/:locale${prefixed(path)}`],
    ].map(([source, page]) => keyed(source, [...tags, pageKey(page)])),
  );
  // One sitemap for every language, at one address.
  const sitemaps = ['/sitemap.xml', '/sitemaps/:chunk'].map((path) =>
    keyed(path, ['content', ...SITEMAP_TAGS, pageKey(path)]),
  );
  const cards = Object.entries(CARD_TAGS).map(([kind, tags]) =>
    keyed(`/cards/:locale/${kind}/:id/:file`, ['content', ...tags]),
  );
  return [...localised, ...sitemaps, ...cards];
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
