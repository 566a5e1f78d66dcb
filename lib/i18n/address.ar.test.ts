/** @jest-environment node */
import ar from '@/messages/ar.json';
import { localisedTexts } from './localised-texts';

/**
 * How the Arabic site addresses its reader, by element kind (the rule is written out in
 * docs/reviews/answers-2026-11-28-ar.md, "Arabic: rule of address"; the 2026-11-28 review's M7
 * found «اعمل معنا» above «انضموا… تعلّموا… شاركوا…» in the mega menu):
 * - running text, and any heading that speaks to the reader: the polite plural («اعملوا معنا»);
 * - navigation labels (menu groups, menu items, footer links): names, never a verb;
 * - a call to action (the mega menu's buttons and the links beside them, the hero's button):
 *   the singular imperative, the same form for every member of the set («استعرض…», «تصفّح…»).
 * Controls that act on the page (send, retry, copy, zoom) keep the verbal noun («إرسال العرض»);
 * they are not checked here.
 */

type Texts = Record<string, string>;

function flatten(tree: object, prefix = ''): Texts {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]): [string, string][] => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'string'
        ? [[path, value]]
        : Object.entries(flatten(value as object, path));
    }),
  );
}

const MESSAGES = flatten(ar);

/** Diacritics (tanwīn to sukūn, dagger alif) are optional in writing, so they are left out. */
const bare = (text: string) => text.replace(/[\u064B-\u0652\u0670]/g, '');

/**
 * The imperatives the site uses or once used, singular and polite plural. A past verb looks the
 * same as its singular imperative («شارك»), so the list holds only verbs that running text about
 * the network (feminine: «شاركت») would not write; «تقدّم» (also "she offers") is left out.
 */
const IMPERATIVES: [singular: string, plural: string][] = [
  ['اعمل', 'اعملوا'],
  ['شارك', 'شاركوا'],
  ['تعرف', 'تعرفوا'],
  ['انضم', 'انضموا'],
  ['تعلم', 'تعلموا'],
  ['اقرأ', 'اقرأوا'],
  ['استكشف', 'استكشفوا'],
  ['استعرض', 'استعرضوا'],
  ['تصفح', 'تصفحوا'],
  ['اكتشف', 'اكتشفوا'],
  ['زر', 'زوروا'],
  ['انتقل', 'انتقلوا'],
  ['اطلع', 'اطلعوا'],
  ['تابع', 'تابعوا'],
  ['تواصل', 'تواصلوا'],
  ['اتصل', 'اتصلوا'],
  ['راسل', 'راسلوا'],
  ['أقم', 'أقيموا'],
  ['أرسل', 'أرسلوا'],
];

/** A whole word, with a leading «و/ف» and a trailing «نا» («تابعنا», «وانضموا») allowed. */
function word(forms: string[]): RegExp {
  return new RegExp(`(?<!\\p{L})[وف]?(?:${forms.join('|')})(?:نا)?(?!\\p{L})`, 'u');
}

const SINGULAR = word(IMPERATIVES.map(([singular]) => singular));
const ANY_IMPERATIVE = word(IMPERATIVES.flat());

const keys = (pattern: RegExp, except: string[] = []) =>
  Object.keys(MESSAGES).filter((key) => pattern.test(key) && !except.includes(key));

/** Running text and headings that speak to the reader: the polite plural. */
const PLURAL_KINDS: Record<string, string[]> = {
  'mega menu headings and texts': [
    ...keys(/^Header\.mega\./),
    ...keys(/^Header\.panels\.[^.]+\.(description|details|extra)$/),
  ],
  'page headings and leads': keys(/^Pages\.[^.]+\.(title|description|intro)$/),
  'home page texts': keys(/^Home\./, ['Home.hero.social']),
  'footer headings and text': [
    'Footer.about',
    'Footer.explore',
    'Footer.resources',
    'Footer.contact',
  ],
};

/** Navigation labels: names of sections, no verb in any person. */
const NAVIGATION = [
  ...keys(/^Header\.groups\./),
  ...keys(/^Header\.items\./),
  ...keys(/^Footer\.links\./),
];

/** Each set of calls to action, every member in the singular imperative. */
const CALL_SETS: Record<string, string[]> = {
  'mega menu buttons': keys(/^Header\.panels\.[^.]+\.action$/),
  'links beside the mega menu buttons': [
    ...keys(/^Header\.secondary\./),
    'Header.generalApplication',
  ],
  hero: ['Pages.home.cta', 'Home.hero.social'],
};

/** The lines of a link list that complete «وحتى ذلك الحين، يمكنكم استكشاف:»: names only. */
const UNDER_DEVELOPMENT_LINKS = ['UnderDevelopment.hub', 'UnderDevelopment.maps'];

function firstWord(key: string): string {
  return bare(MESSAGES[key]!).trim().split(/\s+/)[0]!;
}

describe('the Arabic rule of address', () => {
  it('lists keys that exist', () => {
    const listed = [
      ...Object.values(PLURAL_KINDS).flat(),
      ...NAVIGATION,
      ...Object.values(CALL_SETS).flat(),
      ...UNDER_DEVELOPMENT_LINKS,
    ];
    expect(listed.filter((key) => MESSAGES[key] === undefined)).toEqual([]);
    expect(PLURAL_KINDS['mega menu headings and texts']!.length).toBeGreaterThan(60);
    expect(PLURAL_KINDS['page headings and leads']!.length).toBeGreaterThan(50);
    expect(CALL_SETS['mega menu buttons']!.length).toBe(20);
  });

  it.each(Object.entries(PLURAL_KINDS))(
    'addresses the reader in the polite plural in %s',
    (_kind, list) => {
      const singular = list
        .filter((key) => SINGULAR.test(bare(MESSAGES[key]!)))
        .map((key) => `${key}: ${MESSAGES[key]}`);
      expect(singular).toEqual([]);
    },
  );

  it('addresses the reader in the polite plural in the content pages’ titles and summaries', () => {
    const pages = localisedTexts('ar').filter(({ where }) =>
      /^content:pages\[\d+\]\.(title|summary)$/.test(where),
    );
    expect(pages.length).toBeGreaterThan(10);
    const singular = pages
      .filter(({ plain }) => SINGULAR.test(bare(plain)))
      .map(({ where, plain }) => `${where}: ${plain}`);
    expect(singular).toEqual([]);
  });

  it('names the sections in the navigation, with no verb', () => {
    const verbs = NAVIGATION.filter((key) => ANY_IMPERATIVE.test(bare(MESSAGES[key]!))).map(
      (key) => `${key}: ${MESSAGES[key]}`,
    );
    expect(verbs).toEqual([]);
  });

  it.each(Object.entries(CALL_SETS))(
    'opens every call to action of the %s with a singular imperative',
    (_set, list) => {
      const singular = new Set(IMPERATIVES.map(([form]) => form));
      const other = list
        .filter((key) => !singular.has(firstWord(key).replace(/^[وف]/, '').replace(/نا$/, '')))
        .map((key) => `${key}: ${MESSAGES[key]}`);
      expect(other).toEqual([]);
    },
  );

  it('completes «يمكنكم استكشاف:» with names, not with a verb or a verbal noun', () => {
    expect(ar.UnderDevelopment.meanwhile.endsWith('استكشاف:')).toBe(true);
    const verbal = UNDER_DEVELOPMENT_LINKS.filter(
      (key) =>
        ANY_IMPERATIVE.test(bare(MESSAGES[key]!)) ||
        /^(زيارة|استكشاف|الانتقال|تصفح|استعراض)$/.test(firstWord(key)),
    );
    expect(verbal).toEqual([]);
  });
});

describe('Arabic month names', () => {
  /**
   * One system, the Levantine names that Intl gives for ar-JO and every date of the interface
   * shows (كانون الثاني … كانون الأول), in running text as well. «مارس» is matched only beside a
   * figure or a slash, since it is also the verb «مارَس».
   */
  const OTHER_MONTHS =
    /(?<!\p{L})(?:[وبل]?)(?:يناير|فبراير|أبريل|إبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)(?!\p{L})|\/\s*مارس|(?<!\p{L})مارس\s+\d|\d\s+مارس(?!\p{L})/u;

  it('uses the Levantine month names only', () => {
    const found = localisedTexts('ar')
      .filter(({ plain }) => OTHER_MONTHS.test(plain))
      .map(({ where, plain }) => `${where}: ${plain.match(OTHER_MONTHS)![0]}`);
    expect(found).toEqual([]);
  });

  it('would catch the dual names and the Egyptian names, and leave the verb alone', () => {
    expect(OTHER_MONTHS.test('في تشرين الأول/أكتوبر 2025')).toBe(true);
    expect(OTHER_MONTHS.test('يوم 10 مارس 2026')).toBe(true);
    expect(OTHER_MONTHS.test('في حزيران/يونيو')).toBe(true);
    expect(OTHER_MONTHS.test('الممارسات الجيدة، ومارس المشاركون التفاوض')).toBe(false);
    expect(OTHER_MONTHS.test('في تشرين الأول 2025')).toBe(false);
  });
});
