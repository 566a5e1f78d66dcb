import type { Locale } from '@/lib/i18n/locales';

/**
 * A time zone as a reader names it: the time of a city, in the reader's language. Keyed by the
 * IANA identifier the content gives (`content/events.json`, `SITE_TIME_ZONE`), which a reader
 * never sees. Each zone is named after its country's capital (Casablanca's zone is Morocco's, so
 * «heure de Rabat», as the French review proposes), the city a reader of that country says the
 * time of. Whole phrases, not city names, because French elides and contracts («heure d’Amman»,
 * «heure du Caire»).
 *
 * Not ICU's own names: its `longGeneric` names Cairo's zone «توقيت شرق أوروبا» (Eastern European
 * Time) and Amman's «heure : Jordanie». A zone missing here is written as its UTC offset alone
 * (lib/format.ts, `formatTimeZone`); add a row when the content names a new one.
 */
export const TIME_ZONE_NAMES: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  'Asia/Amman': {
    en: 'Amman time',
    fr: 'heure d’Amman',
    ar: 'توقيت عمّان',
    fa: 'وقت امان',
  },
  'Africa/Cairo': {
    en: 'Cairo time',
    fr: 'heure du Caire',
    ar: 'توقيت القاهرة',
    fa: 'وقت قاهره',
  },
  'Asia/Muscat': {
    en: 'Muscat time',
    fr: 'heure de Mascate',
    ar: 'توقيت مسقط',
    fa: 'وقت مسقط',
  },
  'Africa/Casablanca': {
    en: 'Rabat time',
    fr: 'heure de Rabat',
    ar: 'توقيت الرباط',
    fa: 'وقت رباط',
  },
};
