/**
 * Names of the member states, shared by the provider (which reshapes what the API sends) and the
 * member map (which draws it), so neither imports the other: the English name behind an Arabic
 * one, the slug that is a member's id, and the reader's alphabetical order.
 */
import { compareNames } from '@/lib/i18n/collation';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Arabic country names a provider may send in `country.name` (about 25 entries), so the
 * member's id stays the slug of its English name whatever language the provider answered in.
 * Keys are written as people write them; lookups normalise hamza forms and diacritics.
 */
export const ARABIC_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  الأردن: 'Jordan',
  'المملكة الأردنية الهاشمية': 'Jordan',
  مصر: 'Egypt',
  المغرب: 'Morocco',
  تونس: 'Tunisia',
  الجزائر: 'Algeria',
  ليبيا: 'Libya',
  السودان: 'Sudan',
  فلسطين: 'Palestine',
  'دولة فلسطين': 'Palestine',
  لبنان: 'Lebanon',
  سوريا: 'Syria',
  سورية: 'Syria',
  العراق: 'Iraq',
  اليمن: 'Yemen',
  عمان: 'Oman',
  'سلطنة عمان': 'Oman',
  السعودية: 'Saudi Arabia',
  'المملكة العربية السعودية': 'Saudi Arabia',
  باكستان: 'Pakistan',
  إيران: 'Iran',
  تركيا: 'Türkiye',
  بنغلاديش: 'Bangladesh',
  بنغلادش: 'Bangladesh',
  إندونيسيا: 'Indonesia',
  ماليزيا: 'Malaysia',
  نيجيريا: 'Nigeria',
  السنغال: 'Senegal',
};

/** Folds the spellings of one Arabic name together: diacritics, tatweel, hamza on alef, final yeh. */
function normaliseArabic(value: string): string {
  return value
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}

const ARABIC_LOOKUP = new Map(
  Object.entries(ARABIC_COUNTRY_NAMES).map(([arabic, english]) => [
    normaliseArabic(arabic),
    english,
  ]),
);

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** The English name for a country name the provider sent, in English or in Arabic. */
export function englishCountryName(name: string): string {
  if (!ARABIC_LETTER.test(name)) return name.trim();
  return ARABIC_LOOKUP.get(normaliseArabic(name)) ?? name.trim();
}

/** Lower-cased slug of an English name: the member's id, the same in every language. */
export function countrySlug(englishName: string): string {
  return englishName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Members sorted by their name in the reader's language, without changing the input. */
export function sortByName<T extends { name: string }>(members: T[], locale: Locale): T[] {
  const compare = compareNames(locale);
  return [...members].sort((a, b) => compare(a.name, b.name));
}
