// The site's languages by code, and the one served without a prefix. lib/i18n/locales.ts gives
// each its record; this file is plain JavaScript so that next.config.mjs can read it too, and the
// browser's islands import from it rather than from locales.ts so that they do not carry the
// records (scripts/bundle-stats.mjs).

export const LOCALES = /** @type {const} */ (['en', 'ar', 'fr', 'fa']);

export const DEFAULT_LOCALE = /** @type {const} */ ('en');

/** Whether a value is one of the site's language codes (typed in locale-codes.d.mts). */
export function isLocale(value) {
  return typeof value === 'string' && LOCALES.includes(value);
}

/** The browser-storage key that mirrors next-intl's cookie: the site's own name, not a library's. */
export const LOCALE_STORAGE_KEY = 'inwrdam.lang';
