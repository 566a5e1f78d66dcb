import { compareNames } from '@/lib/i18n/collation';
import { LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';

/**
 * The states an applicant may name as their country (the forms' country select): the 193 member
 * states of the United Nations and its two observer states, the Holy See (VA) and the State of
 * Palestine (PS), by ISO 3166-1 alpha-2 code. No territory, dependency or region: which of those a
 * list should hold is a policy choice the network has not made (docs/decisions.md, "The forms'
 * country list"). The owners change the list here, and the server accepts exactly this list.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD ' +
  'CF CG CH CI CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA ' +
  'GB GD GE GH GM GN GQ GR GT GW GY HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI ' +
  'KM KN KP KR KW KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MR MT MU ' +
  'MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PS PT PW PY QA RO RS RU RW ' +
  'SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TZ ' +
  'UA UG US UY UZ VA VC VE VN VU WS YE ZA ZM ZW'
).split(' ');

/**
 * Names where CLDR's (Intl.DisplayNames) are not the ones the site writes. The member states as
 * the site writes them on its Countries and Member states pages (content/member-states.json, held
 * by lib/upload/countries.test.ts): «Iraq», «Nigéria», «Türkiye» in French, «Palestine» rather
 * than CLDR's «Palestinian Territories» (the French review of 2026-12-06, M3). The observer state
 * by its United Nations name, the Holy See. The two Congos by their names, not CLDR's menu forms
 * «Congo - Kinshasa»; English «and» for CLDR's «&»; Persian «آفریقا» as the site spells it (the
 * Persian review's L20). In French, the United Nations' names where CLDR keeps a short form
 * («Libéria» as «Nigéria», «Bélarus», «Cabo Verde», «Timor-Leste»), and in Arabic «كوت ديفوار»,
 * the OIC member's own name, «تشيكيا», «أوروغواي», and in Persian «جمهوری چک» (alone, «چک» reads
 * as a cheque), «تیمور شرقی» (the French, Arabic and Persian reads of 2026-12-06).
 */
const NAMES: Record<Locale, Record<string, string>> = {
  en: {
    AG: 'Antigua and Barbuda',
    BA: 'Bosnia and Herzegovina',
    CD: 'Democratic Republic of the Congo',
    CG: 'Congo',
    KN: 'Saint Kitts and Nevis',
    LC: 'Saint Lucia',
    MM: 'Myanmar',
    PS: 'Palestine',
    ST: 'Sao Tome and Principe',
    TT: 'Trinidad and Tobago',
    VA: 'Holy See',
    VC: 'Saint Vincent and the Grenadines',
  },
  fr: {
    BY: 'Bélarus',
    CD: 'République démocratique du Congo',
    CG: 'Congo',
    CV: 'Cabo Verde',
    FM: 'Micronésie (États fédérés de)',
    IQ: 'Iraq',
    KG: 'Kirghizistan',
    LR: 'Libéria',
    MM: 'Myanmar',
    NG: 'Nigéria',
    PS: 'Palestine',
    SV: 'El Salvador',
    TL: 'Timor-Leste',
    TR: 'Türkiye',
    VA: 'Saint-Siège',
  },
  ar: {
    CD: 'جمهورية الكونغو الديمقراطية',
    CG: 'الكونغو',
    CI: 'كوت ديفوار',
    CZ: 'تشيكيا',
    MM: 'ميانمار',
    PS: 'فلسطين',
    UY: 'أوروغواي',
    VA: 'الكرسي الرسولي',
  },
  fa: {
    CD: 'جمهوری دموکراتیک کنگو',
    CF: 'جمهوری آفریقای مرکزی',
    CG: 'کنگو',
    CZ: 'جمهوری چک',
    MM: 'میانمار',
    PS: 'فلسطین',
    TL: 'تیمور شرقی',
    VA: 'واتیکان',
    ZA: 'آفریقای جنوبی',
  },
};

const KNOWN = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): boolean {
  return KNOWN.has(value);
}

/** The states with their names in the reader's language, sorted as that language sorts them. */
export function countryOptions(locale: Locale): { code: string; name: string }[] {
  const intl = LOCALE_RECORDS[locale].intl;
  const names = new Intl.DisplayNames([intl], { type: 'region', fallback: 'code' });
  const own = NAMES[locale];
  const compare = compareNames(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: own[code] ?? names.of(code) ?? code })).sort(
    (a, b) => compare(a.name, b.name),
  );
}
