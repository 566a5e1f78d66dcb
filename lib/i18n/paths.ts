import { DEFAULT_LOCALE, isLocale } from './locale-codes.mjs';
import type { Locale } from './locales';

/**
 * The site's URL scheme in one place, without next-intl's client code, so the header's islands and
 * every `Link` can build addresses without shipping a router to the browser: English unprefixed
 * (`/news`), the others prefixed (`/ar/news`) — next-intl's `localePrefix: 'as-needed'`.
 */

export type Href =
  | string
  | {
      pathname: string;
      query?: Record<string, string | number | undefined>;
      /** A fragment, without `#`. */
      hash?: string;
    };

/** `/news` read in `locale`: `/news` for English, `/ar/news` for Arabic, `/ar` for the home page. */
export function localizePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/')) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** A `Link` target (a path, or a path with query parameters) as a URL in `locale`. */
export function localizeHref(locale: Locale, href: Href): string {
  if (typeof href === 'string') return localizePath(locale, href);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  const hash = href.hash ? `#${encodeURIComponent(href.hash)}` : '';
  return `${localizePath(locale, href.pathname)}${search ? `?${search}` : ''}${hash}`;
}

/**
 * The page a URL path names, without its language: `/ar/news/1` → `/news/1`. English pages are
 * rendered internally under `/en/…` (next-intl's rewrite), so the server may see that form while
 * the browser sees `/news/1`: both give the same answer, and server and browser HTML agree.
 */
export function pathWithoutLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return pathname || '/';
  return rest.length && rest.join('/') !== '' ? `/${rest.join('/')}` : '/';
}
