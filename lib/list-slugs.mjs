// The paged lists of the site by path, and the query parameters their per-request filtered views
// understand. Plain JavaScript so that next.config.mjs (which cannot import TypeScript) and the
// application read the same list (README, "Content pages").

/** Every paged list: `/news`, `/news/page/2`, … */
export const LIST_SLUGS = /** @type {const} */ ([
  'news',
  'stories',
  'events',
  'projects',
  'publications',
  'tenders',
  'vacancies',
  'gallery',
  'media',
]);

/** Lists with a filtered view, its path and the query parameters it reads. */
export const LIST_FILTERS = /** @type {const} */ ({
  projects: { path: '/projects/filter', params: ['theme', 'status'] },
  publications: { path: '/publications/search', params: ['q', 'kind', 'year'] },
});
