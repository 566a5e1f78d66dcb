// The site's languages by code, and the one served without a prefix. lib/i18n/locales.ts gives
// each its record; this file is plain JavaScript so that next.config.mjs can read it too.

export const LOCALES = /** @type {const} */ (['en', 'ar', 'fr', 'fa']);

export const DEFAULT_LOCALE = /** @type {const} */ ('en');
