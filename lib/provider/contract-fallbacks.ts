/**
 * The rows of docs/content-api.md whose column "when missing or malformed" states something other
 * than a gap, a dropped record or another field standing in (which `contract.test.ts` reads from
 * the text itself): what the getter gives instead, checked with the field taken out.
 * Keyed by the document's section and field. Each check answers a problem, or null.
 */
import type { Locale } from '@/lib/i18n/locales';
import { DEFAULT_SOCIAL_LINKS } from './resources/sliders';

type Check = (
  missing: unknown,
  full: unknown,
  locale: Locale,
  fullByLocale: Record<string, unknown>,
) => string | null;
/** `also`: other fields taken out with it, for a row that speaks of them together. */
export interface Explicit {
  also?: string[];
  check: Check;
}
type Json = Record<string, unknown>;

const items = (value: unknown): Json[] => {
  const v = value as Json;
  return (Array.isArray(v) ? v : Array.isArray(v?.items) ? v.items : [v]) as Json[];
};

/** Each result item's `key` equals `expected(item, fullItem)`. */
const each =
  (key: string, expected: (item: Json, full: Json) => unknown) =>
  (missing: unknown, full: unknown): string | null => {
    const after = items(missing);
    const before = items(full);
    if (after.length !== before.length) return `${after.length} items instead of ${before.length}`;
    const wrong = after.findIndex(
      (item, i) => JSON.stringify(item[key]) !== JSON.stringify(expected(item, before[i]!)),
    );
    return wrong < 0 ? null : `item ${wrong}: ${key} is ${JSON.stringify(after[wrong]![key])}`;
  };

const social =
  (network: keyof typeof DEFAULT_SOCIAL_LINKS): Check =>
  (missing) =>
    // Not shown: the default '#', which the header and footer leave out.
    (missing as { social: Json }).social[network] === '#' ? null : `${network} is not '#'`;

/** Each member state's `key` is what the English answer gave it (lists are sorted per language). */
const asInEnglish =
  (key: string): Check =>
  (missing, _full, _locale, byLocale) => {
    const english = new Map(items(byLocale.en).map((item) => [item.id, item[key]]));
    const wrong = items(missing).find((item) => item[key] !== english.get(item.id));
    return wrong ? `${String(wrong.id)}: ${key} is ${JSON.stringify(wrong[key])}` : null;
  };

const only = (check: Check, also?: string[]): Explicit => ({ check, also });

export const EXPLICIT: Record<string, Explicit> = {
  'Sliders and social links|sliders[].id': only((missing) => {
    const slides = (missing as { slides: Json[] }).slides;
    return slides.every((slide) => slide.id === slide.title) ? null : 'the id is not the title';
  }),
  'Sliders and social links|social_media_links': only((missing) =>
    JSON.stringify((missing as { social: Json }).social) === JSON.stringify(DEFAULT_SOCIAL_LINKS)
      ? null
      : 'a network is shown',
  ),
  'Sliders and social links|social_media_links.facebook': only(social('facebook')),
  'Sliders and social links|social_media_links.x': only(social('x')),
  'Sliders and social links|social_media_links.youtube': only(social('youtube')),
  'Sliders and social links|social_media_links.linkedin': only(social('linkedin')),
  'Sliders and social links|social_media_links.instagram': only(social('instagram')),
  // The title stands in for a missing short title where the page shows it (CountryProfiles).
  'Projects|short_title_ar': only((missing, full, locale) =>
    locale === 'ar' ? each('shortTitle', () => null)(missing, full) : null,
  ),
  // Persian reads the Arabic short title: what the Arabic answer shows.
  'Projects|short_title_fa': only((missing, full, locale, byLocale) => {
    if (locale !== 'fa') {
      return JSON.stringify(missing) === JSON.stringify(full)
        ? null
        : 'it changes another language';
    }
    const arabic = new Map(items(byLocale.ar).map((item) => [item.id, item.shortTitle]));
    const wrong = items(missing).find((item) => item.shortTitle !== arabic.get(item.id));
    return wrong ? `${String(wrong.id)}: shortTitle is ${JSON.stringify(wrong.shortTitle)}` : null;
  }),
  'Home events|type': only(each('type', () => 'event')),
  'Press|title': only(
    each('title', () => ''),
    ['localized_title'],
  ),
  'Events|end_date': only(each('end', () => null)),
  'Events|timezone': only(each('timezone', () => null)),
  'Small catalogues|level': only(each('level', () => 0)),
  'Small catalogues|parent_id': only(each('parentId', () => null)),
  'COP|title': only((missing) =>
    (missing as Json).title === '' ? null : 'the title is not empty',
  ),
  'Pages by slug|title': only((missing) =>
    (missing as Json).title === '' ? null : 'the title is not empty',
  ),
  // The base fields are the English ones: without a translation, every language shows them.
  'Member states|country': only(
    (missing, full) =>
      each('code', () => null)(missing, full) ??
      each('name', (_, before) => before.name)(missing, full),
  ),
  'Member states|name': only(
    each('name', (item) => item.englishName),
    ['translations'],
  ),
  'Member states|title': only(
    each('title', (item) => item.name),
    ['translations'],
  ),
  'Member states|translations': only(asInEnglish('name')),
  'Member states|translations[].locale': only(asInEnglish('name')),
  'Member states|translations[].title': only(asInEnglish('title')),
  'Member states|translations[].rank': only(asInEnglish('rank')),
  'Member states|translations[].institute_name': only(asInEnglish('instituteName')),
  'Member states|translations[].location': only(asInEnglish('location')),
};
