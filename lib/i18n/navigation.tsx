import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { useLocale } from 'next-intl';
import type { Locale } from './locales';
import { localizeHref, type Href } from './paths';

/**
 * A page's path in a language (`/news/3` → `/ar/news/3`), for canonical URLs, the sitemap and
 * feeds. Not next-intl's `createNavigation`: merely importing it makes every page that uses this
 * module ship next-intl's client `Link` and ICU formatting (its module graph holds a client
 * component), whether or not the page renders it.
 */
export function getPathname({ href, locale }: { href: Href; locale: Locale }): string {
  return localizeHref(locale, href);
}

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: Href;
  /** Another language than the page's own. */
  locale?: Locale;
};

/**
 * `next/link` to a page in the reader's language. Unlike next-intl's `Link`, which renders a client
 * component reading the locale in the browser, this one is not a client component: in a Server
 * Component `useLocale()` reads the request's locale on the server and the browser gets a plain
 * `next/link` with the final address, so next-intl's client navigation stays out of every page's
 * JavaScript (docs/measured.md). https://next-intl.dev/docs/environments/server-client-components
 */
export function Link({ href, locale, ...rest }: LinkProps) {
  const current = useLocale() as Locale;
  return <NextLink href={localizeHref(locale ?? current, href)} {...rest} />;
}
