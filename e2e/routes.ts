import { LOCALES, LOCALE_RECORDS, type Locale } from '../lib/i18n/locales';
import news from '../content/news.json';
import { SITE_ROUTES } from '../lib/routes.mjs';

/**
 * Every route of the site's route table (lib/routes.mjs), each list followed by the page of its
 * first item (embedded content), and the news item addressed by its slug.
 */
export const ROUTES = [
  ...SITE_ROUTES.flatMap((route) =>
    route.items ? [route.path, `${route.items}/1`] : [route.path],
  ),
  `/news/${news[0]!.slug}`,
  // Not in the route table and not in the sitemap (noindex), but every check applies to it.
  '/search?q=water',
];

export function localized(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export { LOCALES, LOCALE_RECORDS, type Locale };
