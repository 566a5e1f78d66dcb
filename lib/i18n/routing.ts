import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // English URLs stay unprefixed so the existing site's links keep working (DESIGN.md).
  localePrefix: 'as-needed',
  // The URL decides the language; proxy.ts applies the stored preference at `/` only.
  localeDetection: false,
  // The server never sets the language cookie: a response carrying Set-Cookie cannot be shared
  // by a CDN. The browser records the preference itself (components/layout/LocalePreference.tsx)
  // and proxy.ts reads it at `/`.
  localeCookie: false,
});
