// The site's pages, once: the sitemap (lib/seo/sitemap.ts), the redirects of the previous site's
// addresses and of a list's first page (next.config.mjs), the list routes (lib/list-paths.ts) and
// the e2e route table (e2e/routes.ts) all read this table. Plain JavaScript so that
// next.config.mjs, which cannot import TypeScript, reads it too (docs/features.md, "Content pages").

/**
 * Every page that is not an item's page, in the order the sitemap lists them.
 * - `list`: a paged list (`/news/page/2`, …), also reached by the old `?page=N` addresses.
 * - `items`: where its items' pages live (`/news/{id}`); COP news is listed on `/cop`.
 * - `legacy`: the previous site's addresses of the page, redirected here in every language.
 */
export const SITE_ROUTES = /** @type {const} */ ([
  { path: '/' },
  { path: '/who-we-are', legacy: ['about'] },
  { path: '/who-we-are-map' },
  { path: '/what-we-do', legacy: ['ourprogram'] },
  { path: '/projects', list: 'projects', items: '/projects' },
  { path: '/events', list: 'events', items: '/events' },
  { path: '/news', list: 'news', items: '/news' },
  { path: '/get-involved', legacy: ['contactus'] },
  { path: '/info-centre' },
  { path: '/nutshell' },
  { path: '/countries' },
  { path: '/footprint' },
  { path: '/stories', list: 'stories', items: '/stories' },
  { path: '/publications', list: 'publications', items: '/publications' },
  { path: '/media', list: 'media' },
  { path: '/members' },
  { path: '/partners' },
  { path: '/oic-water-vision' },
  { path: '/team', legacy: ['inwrdamTeam'] },
  { path: '/cop', items: '/cop-news' },
  { path: '/vacancies', list: 'vacancies', items: '/vacancies' },
  { path: '/internship' },
  { path: '/tenders', list: 'tenders', items: '/tenders' },
  { path: '/gallery', list: 'gallery', items: '/gallery' },
  { path: '/wefe-hub' },
  { path: '/wefe-hub/maps' },
  { path: '/data-tools' },
]);

/** Every paged list by its slug: `/news`, `/news/page/2`, … */
export const LIST_SLUGS = SITE_ROUTES.flatMap((route) => ('list' in route ? [route.list] : []));

/** The previous site's paths and where each lives now: `['about', 'who-we-are']`. */
export const LEGACY_PATHS = SITE_ROUTES.flatMap((route) =>
  'legacy' in route ? route.legacy.map((from) => [from, route.path.slice(1)]) : [],
);

/** Lists with a filtered view, its path and the query parameters it reads. */
export const LIST_FILTERS = /** @type {const} */ ({
  projects: { path: '/projects/filter', params: ['theme', 'status'] },
  publications: { path: '/publications/search', params: ['q', 'kind', 'year'] },
});
