export declare const LOCALES: readonly ['en', 'ar', 'fr', 'fa'];

export declare const DEFAULT_LOCALE: 'en';
