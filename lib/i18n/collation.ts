import { LOCALE_RECORDS, type Locale } from './locales';

/**
 * The definite article of an Arabic name, when a name follows it: «الأردن» is filed under «أ»,
 * as Arabic lists of states file it (the League of Arab States lists its members so); a name that
 * only begins with the letters, «الا» alone, keeps them. The Arabic fresh read of 2026-12-06 (M1)
 * found every «ال» name first and Indonesia after Yemen.
 */
const ARABIC_ARTICLE = /^ال(?=\p{L}{2})/u;

/** How the reader's language orders names: its collation, and in Arabic without the article. */
export function compareNames(locale: Locale): (a: string, b: string) => number {
  const collator = new Intl.Collator(LOCALE_RECORDS[locale].intl, { sensitivity: 'base' });
  if (locale !== 'ar') return collator.compare;
  // Every form of alef is one letter in an Arabic list: ICU files «آيسلندا» before all of them.
  const key = (name: string) => name.replace(ARABIC_ARTICLE, '').replace(/[آأإ]/gu, 'ا');
  // Two names alike but for the article keep a fixed order: the one without it first.
  return (a, b) => collator.compare(key(a), key(b)) || collator.compare(a, b);
}
