type ListSlug =
  | 'news'
  | 'stories'
  | 'events'
  | 'projects'
  | 'publications'
  | 'tenders'
  | 'vacancies'
  | 'gallery'
  | 'media';

export interface SiteRoute {
  readonly path: string;
  readonly list?: ListSlug;
  readonly items?: string;
  readonly legacy?: readonly string[];
}

export declare const SITE_ROUTES: readonly SiteRoute[];

export declare const LIST_SLUGS: readonly ListSlug[];

export declare const LEGACY_PATHS: readonly (readonly [string, string])[];

export declare const LIST_FILTERS: {
  readonly projects: {
    readonly path: '/projects/filter';
    readonly params: readonly ['theme', 'status'];
  };
  readonly publications: {
    readonly path: '/publications/search';
    readonly params: readonly ['q', 'kind', 'year'];
  };
};
