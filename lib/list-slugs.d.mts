export declare const LIST_SLUGS: readonly [
  'news',
  'stories',
  'events',
  'projects',
  'publications',
  'tenders',
  'vacancies',
  'gallery',
  'media',
];

export declare const LIST_FILTERS: {
  readonly projects: { readonly path: '/projects/filter'; readonly params: readonly ['theme', 'status'] };
  readonly publications: {
    readonly path: '/publications/search';
    readonly params: readonly ['q', 'kind', 'year'];
  };
};
