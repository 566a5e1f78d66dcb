import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

// The languages and their URLs, for next-intl's navigation helpers and request config. Which page
// answers an address is decided by next.config.mjs alone (redirects and rewrites; there is no
// proxy.ts): the URL decides the language, `/` included, so every page is one static answer a CDN
// can share, and the stored preference is applied in the browser
// (components/layout/LocalePreference.tsx; docs/decisions.md, "Stored language"). Canonical and hreflang
// links come from the pages (lib/seo/metadata.ts), never a `Link:` response header.
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // English URLs stay unprefixed so the existing site's links keep working (DESIGN.md).
  localePrefix: 'as-needed',
  // Client navigation never sets the language cookie either: the language is the URL's.
  localeCookie: false,
});
