import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // English URLs stay unprefixed so the existing site's links keep working (DESIGN.md).
  localePrefix: 'as-needed',
  // The URL alone decides the language, `/` included: every page, the home page too, is one static
  // answer a CDN can share. The stored preference is applied in the browser
  // (components/layout/LocalePreference.tsx; README, "Stored language").
  localeDetection: false,
  // The server never sets the language cookie: a response carrying Set-Cookie cannot be shared.
  localeCookie: false,
  // No `Link:` response header: the pages' canonical and hreflang links, built from SITE_URL
  // (lib/seo/metadata.ts), are the one source of alternate URLs. next-intl would build the header
  // from the request's host, which behind a proxy or on another host name disagrees with them.
  // https://next-intl.dev/docs/routing/configuration#alternate-links
  alternateLinks: false,
});
