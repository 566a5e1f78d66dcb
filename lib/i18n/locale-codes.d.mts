export declare const LOCALES: readonly ['en', 'ar', 'fr', 'fa'];

export declare const DEFAULT_LOCALE: 'en';

/** Whether a value is one of the site's language codes. */
export declare function isLocale(value: unknown): value is (typeof LOCALES)[number];

/** The browser-storage key that mirrors next-intl's cookie: the site's own name, not a library's. */
export declare const LOCALE_STORAGE_KEY: 'inwrdam.lang';
