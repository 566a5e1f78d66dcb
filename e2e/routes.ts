import { LOCALES, LOCALE_RECORDS, type Locale } from '../lib/i18n/locales';
import news from '../content/news.json';

/** Every route of the spec's route table, with a real id for detail routes (embedded content). */
export const ROUTES = [
  '/',
  '/who-we-are',
  '/who-we-are-map',
  '/what-we-do',
  '/projects',
  '/projects/1',
  '/events',
  '/events/1',
  '/news',
  '/news/1',
  `/news/${news[0]!.slug}`,
  '/get-involved',
  '/info-centre',
  '/nutshell',
  '/countries',
  '/footprint',
  '/stories',
  '/stories/1',
  '/publications',
  '/publications/1',
  '/media',
  '/members',
  '/partners',
  '/oic-water-vision',
  '/team',
  '/cop',
  '/cop-news/1',
  '/vacancies',
  '/vacancies/1',
  '/internship',
  '/tenders',
  '/tenders/1',
  '/gallery',
  '/gallery/1',
  '/wefe-hub',
  '/wefe-hub/maps',
  '/data-tools',
  // Not in the spec's table and not in the sitemap (noindex), but every check applies to it.
  '/search?q=water',
];

export function localized(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export { LOCALES, LOCALE_RECORDS, type Locale };
