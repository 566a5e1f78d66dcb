import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE } from './locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // English URLs stay unprefixed so the existing site's links keep working (DESIGN.md).
  localePrefix: 'as-needed',
  // The URL decides the language; proxy.ts applies the stored preference at `/` only.
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
});
