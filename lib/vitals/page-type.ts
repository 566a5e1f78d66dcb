import { LOCALES } from '@/lib/i18n/locale-codes.mjs';
import { LIST_SLUGS, SITE_ROUTES } from '@/lib/routes.mjs';

// The labels of the visitors' Core Web Vitals (lib/vitals/report.ts): a page's type and its
// language, each from a fixed set, so that whatever path a beacon names, Prometheus gets one of
// a few dozen series, and never the path itself (which could name a visitor's search).

export const PAGE_TYPES = [
  'home',
  'list',
  'detail',
  'tender',
  'application',
  'search',
  'page',
  'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

const ITEM_SECTIONS = new Set<string>(
  SITE_ROUTES.flatMap((route) => ('items' in route && route.items ? [route.items.slice(1)] : [])),
);
const PAGES = new Set<string>(SITE_ROUTES.map((route) => route.path));
const LISTS = new Set<string>(LIST_SLUGS);
const PREFIXED = new Set<string>(LOCALES.filter((locale) => locale !== 'en'));

/** The page type and language of a path of the site (`/ar/news/3` → detail, ar). */
export function classifyPath(path: string): { pageType: PageType; locale: string } {
  const segments = path.split('/').filter(Boolean);
  const locale = segments[0] && PREFIXED.has(segments[0]) ? segments.shift()! : 'en';
  const [first = '', second, third, fourth] = segments;
  const type = (): PageType => {
    if (segments.length === 0) return 'home';
    if (first === 'search' && segments.length === 1) return 'search';
    if (first === 'internship' && segments.length === 1) return 'application';
    if (segments.length === 2 && /^\d+$/.test(second!)) {
      if (first === 'tenders') return 'tender';
      if (first === 'vacancies') return 'application';
      if (ITEM_SECTIONS.has(first)) return 'detail';
    }
    if (
      LISTS.has(first) &&
      (segments.length === 1 ||
        (second === 'page' && fourth === undefined && /^\d+$/.test(third ?? '')))
    )
      return 'list';
    if (PAGES.has(`/${segments.join('/')}`)) return 'page';
    return 'other';
  };
  return { pageType: type(), locale };
}
