// The codes themselves are plain JavaScript so that next.config.mjs reads the same list.
import { DEFAULT_LOCALE, LOCALES, LOCALE_STORAGE_KEY, isLocale } from './locale-codes.mjs';

export { DEFAULT_LOCALE, LOCALES, LOCALE_STORAGE_KEY, isLocale };
export type Locale = (typeof LOCALES)[number];

/**
 * One record per interface language: everything that differs by language besides the messages.
 * `<html lang dir>`, hreflang alternates, Open Graph locales and date formatting all read it.
 */
export interface LocaleRecord {
  code: Locale;
  /** The language's own name, shown in switchers. */
  nativeName: string;
  /** Short label for compact switchers (the spec's EN/AR buttons). */
  short: string;
  dir: 'ltr' | 'rtl';
  hrefLang: string;
  ogLocale: string;
  /**
   * BCP 47 tag used with Intl for dates and numbers. Arabic uses Western digits, the Levantine
   * month names of Jordan and the Gregorian calendar, like the network's host country; Persian
   * uses Persian digits and the Solar Hijri calendar, as Iranian readers count days
   * (docs/sharing.md, "Dates").
   */
  intl: string;
  /**
   * Where the language's calendar is not Gregorian, the tag that writes the Gregorian date shown
   * beside a date a reader must act on (a deadline, an event), since the network keeps Gregorian
   * dates; null when the calendar already is Gregorian.
   */
  gregorianIntl: string | null;
  /**
   * How the language writes the first day of a month where Intl writes a plain "1": French
   * writes «1er mars», never «1 mars»; null where the number is right.
   */
  firstOfMonth: string | null;
  /**
   * How the language writes a time of day. `intl`: as Intl writes it in `intl` (English 09:00,
   * Arabic 9:00 ص, Persian ۹:۰۰). `h`: French typography writes «8 h 30» and «9 h», never
   * «08:30», but Intl's fr gives «08:30» (CLDR's pattern for fr is `HH:mm`), so lib/format.ts
   * writes it from Intl's hour and minute.
   */
  clock: 'intl' | 'h';
  /**
   * What ties a written date's day, month and year together: U+00A0 in French, where a number is
   * never parted from the word it goes with («24\u00a0déc.\u00a02026»; docs/reviews/content-fr.md
   * and the French review of 2026-12-06, M2); Intl's own space elsewhere (null).
   */
  dateSpace: string | null;
  /**
   * What stands between the parts of an apposition the code writes (a venue and its city): the
   * Latin comma in English and French, the Arabic comma «، » in Arabic and Persian. Not a list:
   * «venue, city» has no «and», so Intl.ListFormat does not write it.
   */
  separator: string;
  /**
   * How a file size names its unit: `short` (2.4 MB, 2,4 Mo) where the abbreviation is what
   * readers know, `long` where ICU's short unit is not (Arabic «م.ب», Persian a Latin «MB»):
   * «2.4 ميغابايت», «۲٫۴ مگابایت», as the forms' own messages write it.
   */
  unitDisplay: 'short' | 'long';
  script: 'latin' | 'arabic';
}

export const LOCALE_RECORDS: Record<Locale, LocaleRecord> = {
  en: {
    code: 'en',
    nativeName: 'English',
    short: 'EN',
    dir: 'ltr',
    hrefLang: 'en',
    ogLocale: 'en_US',
    intl: 'en-GB',
    gregorianIntl: null,
    firstOfMonth: null,
    clock: 'intl',
    dateSpace: null,
    separator: ', ',
    unitDisplay: 'short',
    script: 'latin',
  },
  ar: {
    code: 'ar',
    nativeName: 'العربية',
    short: 'AR',
    dir: 'rtl',
    hrefLang: 'ar',
    ogLocale: 'ar_JO',
    intl: 'ar-JO-u-nu-latn',
    gregorianIntl: null,
    firstOfMonth: null,
    clock: 'intl',
    dateSpace: null,
    separator: '، ',
    unitDisplay: 'long',
    script: 'arabic',
  },
  fr: {
    code: 'fr',
    nativeName: 'Français',
    short: 'FR',
    dir: 'ltr',
    hrefLang: 'fr',
    ogLocale: 'fr_FR',
    intl: 'fr-FR',
    gregorianIntl: null,
    firstOfMonth: '1er',
    clock: 'h',
    dateSpace: '\u00a0',
    separator: ', ',
    unitDisplay: 'short',
    script: 'latin',
  },
  fa: {
    code: 'fa',
    nativeName: 'فارسی',
    short: 'FA',
    dir: 'rtl',
    hrefLang: 'fa',
    ogLocale: 'fa_IR',
    intl: 'fa-IR-u-ca-persian',
    gregorianIntl: 'fa-IR-u-ca-gregory',
    firstOfMonth: null,
    clock: 'intl',
    dateSpace: null,
    separator: '، ',
    unitDisplay: 'long',
    script: 'arabic',
  },
};
