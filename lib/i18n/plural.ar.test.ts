/** @jest-environment node */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import ar from '@/messages/ar.json';
import { formatNumber } from '@/lib/format';
import { MAX_FILES } from '@/lib/proposal/constants';
import { MAX_QUERY_LENGTH } from '@/lib/search/engine';
import { MAX_TEXT_LENGTH } from '@/lib/upload/constants';
import { uploadRules } from '@/lib/upload/rules';
import { localisedTexts } from './localised-texts';
import { createTranslate } from './translate';

/**
 * Arabic counts with six noun forms (CLDR's zero, one, two, few, many, other): «حرفان»,
 * «3 أحرف», «11 حرفًا», «200 حرف». A message that writes a number beside a noun without an ICU
 * plural is right for one range only (the 2026-11 review found «200 حرفًا» and «6000 حرفًا» in the
 * forms), so every Arabic message that counts goes through `plural`, and each is rendered here for
 * the numbers whose forms differ, as next-intl renders it (intl-messageformat, locale `ar`).
 */

const texts = localisedTexts('ar');
const messages = texts.filter(({ where }) => where.startsWith('messages:'));

/** The messages' arguments the code passes as numbers (a limit, a count, a page, a percentage). */
const NUMERIC = ['count', 'max', 'total', 'page', 'index', 'number', 'progress'];
/** Every other argument: names, dates, titles and labels, which no Arabic noun agrees with. */
const TEXT = [
  'date',
  'day',
  'section',
  'language',
  'group',
  'title',
  'phone',
  'email',
  'start',
  'end',
  'deadline',
  'reference',
  'network',
  'format',
  'size',
  'query',
  'name',
  'receipt',
  'kind',
];

/**
 * Messages where a numeric argument stands beside a word on purpose: the number is a position
 * («الصفحة 3 من 10», «الشريحة 2 من 5»), read as a label after its noun, which stays as it is
 * whatever the number; nothing is counted.
 */
const POSITION_NOT_COUNT = ['Common.pageOf', 'Home.hero.slide', 'Home.hero.goTo'];

const ARABIC_LETTER = /\p{Script=Arabic}/u;

function ast(message: string): MessageFormatElement[] {
  return new IntlMessageFormat(message, 'ar').getAst();
}

/** Every argument name a message uses, inside plurals, selects and tags too. */
function argumentNames(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element): string[] => {
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return [
        element.value,
        ...Object.values(element.options).flatMap((option) => argumentNames(option.value)),
      ];
    }
    if (element.type === TYPE.tag) return argumentNames(element.children);
    if (element.type === TYPE.argument || element.type === TYPE.number) return [element.value];
    return [];
  });
}

/**
 * Numeric arguments outside any plural with an Arabic word right beside them (only spaces
 * between): «{max} حرفًا», «عدد {count}». Punctuation between (a colon, a bracket) separates
 * them, as in «جارٍ الرفع: 50%» or «الكل (12)».
 */
function bareCounts(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element, i): string[] => {
    if (element.type === TYPE.select) {
      return Object.values(element.options).flatMap((option) => bareCounts(option.value));
    }
    if (element.type === TYPE.tag) return bareCounts(element.children);
    const numeric =
      element.type === TYPE.number ||
      (element.type === TYPE.argument && NUMERIC.includes(element.value));
    if (!numeric) return [];
    const before = elements[i - 1];
    const after = elements[i + 1];
    const wordBefore =
      before?.type === TYPE.literal &&
      ARABIC_LETTER.test(before.value.match(/(\S)\s*$/)?.[1] ?? '');
    const wordAfter =
      after?.type === TYPE.literal && ARABIC_LETTER.test(after.value.match(/^\s*(\S)/)?.[1] ?? '');
    return wordBefore || wordAfter ? [element.value] : [];
  });
}

function hasPlural(elements: MessageFormatElement[]): boolean {
  return elements.some(
    (element) =>
      element.type === TYPE.plural ||
      (element.type === TYPE.select &&
        Object.values(element.options).some((option) => hasPlural(option.value))) ||
      (element.type === TYPE.tag && hasPlural(element.children)),
  );
}

describe('Arabic messages that count', () => {
  it('know every argument as a number or a text, so a new one is classified before it is used', () => {
    const names = new Set(messages.flatMap(({ text }) => argumentNames(ast(text))));
    expect([...names].filter((name) => !NUMERIC.includes(name) && !TEXT.includes(name))).toEqual(
      [],
    );
  });

  it('put every number that stands beside a noun through an ICU plural', () => {
    const bare = messages
      .map(({ where, text }) => ({
        key: where.slice('messages:'.length),
        found: bareCounts(ast(text)),
      }))
      .filter(({ key, found }) => found.length > 0 && !POSITION_NOT_COUNT.includes(key));
    expect(bare).toEqual([]);
  });

  it('keep the exceptions true: each still has a number beside a word', () => {
    for (const key of POSITION_NOT_COUNT) {
      const message = messages.find(({ where }) => where === `messages:${key}`)!;
      expect([key, bareCounts(ast(message.text)).length > 0]).toEqual([key, true]);
    }
  });
});

const COUNTS = [0, 1, 2, 3, 11, 100, 200, 6000] as const;
type Row = { values: (n: number) => Record<string, string | number>; expected: string[] };

const limit = (n: number) => ({ max: n });
const count = (n: number) => ({ count: n });

/**
 * Each counting message rendered for 0, 1, 2, 3, 11, 100, 200 and 6000 (CLDR: zero, one, two, few,
 * many, other, other, other), with the counted noun's number and case as an editor writes them.
 * The values are given as the components give them: numbers (a count, a limit), and the map's
 * figure also formatted beforehand by lib/format.ts.
 */
const TABLE: Record<string, Row> = {
  'Proposal.errors.tooLong': {
    values: limit,
    expected: [
      'يُرجى ترك هذا الحقل فارغًا.',
      'يُرجى ألا يتجاوز النص في هذا الحقل حرفًا واحدًا.',
      'يُرجى ألا يتجاوز النص في هذا الحقل حرفين.',
      'يُرجى ألا يتجاوز النص في هذا الحقل 3 أحرف.',
      'يُرجى ألا يتجاوز النص في هذا الحقل 11 حرفًا.',
      'يُرجى ألا يتجاوز النص في هذا الحقل 100 حرف.',
      'يُرجى ألا يتجاوز النص في هذا الحقل 200 حرف.',
      'يُرجى ألا يتجاوز النص في هذا الحقل 6,000 حرف.',
    ],
  },
  'Proposal.errors.tooManyFiles': {
    values: limit,
    expected: [
      'يُرجى عدم إرفاق أي ملف.',
      'يُرجى ألا يتجاوز عدد الملفات المرفقة ملفًا واحدًا.',
      'يُرجى ألا يتجاوز عدد الملفات المرفقة ملفين.',
      'يُرجى ألا يتجاوز عدد الملفات المرفقة 3 ملفات.',
      'يُرجى ألا يتجاوز عدد الملفات المرفقة 11 ملفًا.',
      'يُرجى ألا يتجاوز عدد الملفات المرفقة 100 ملف.',
      'يُرجى ألا يتجاوز عدد الملفات المرفقة 200 ملف.',
      'يُرجى ألا يتجاوز عدد الملفات المرفقة 6,000 ملف.',
    ],
  },
  'Applications.errors.tooLong': {
    values: limit,
    expected: [
      'يُرجى ترك هذا الحقل فارغًا.',
      'يُرجى ألا يتجاوز النص في هذا الحقل حرفًا واحدًا.',
      'يُرجى ألا يتجاوز النص في هذا الحقل حرفين.',
      'يُرجى ألا يتجاوز النص في هذا الحقل 3 أحرف.',
      'يُرجى ألا يتجاوز النص في هذا الحقل 11 حرفًا.',
      'يُرجى ألا يتجاوز النص في هذا الحقل 100 حرف.',
      'يُرجى ألا يتجاوز النص في هذا الحقل 200 حرف.',
      'يُرجى ألا يتجاوز النص في هذا الحقل 6,000 حرف.',
    ],
  },
  'Applications.errors.periodTooLong': {
    values: limit,
    expected: [
      'لا يُتاح التدريب لأي مدة.',
      'لا تتجاوز مدة التدريب شهرًا واحدًا.',
      'لا تتجاوز مدة التدريب شهرين.',
      'لا تتجاوز مدة التدريب 3 أشهر.',
      'لا تتجاوز مدة التدريب 11 شهرًا.',
      'لا تتجاوز مدة التدريب 100 شهر.',
      'لا تتجاوز مدة التدريب 200 شهر.',
      'لا تتجاوز مدة التدريب 6,000 شهر.',
    ],
  },
  'Search.tooLong': {
    values: limit,
    expected: [
      'كان نص البحث طويلًا، لذا لم يُستخدم منه أي حرف.',
      'كان نص البحث طويلًا، لذا لم يُستخدم منه إلا الحرف الأول.',
      'كان نص البحث طويلًا، لذا لم يُستخدم منه إلا الحرفان الأولان.',
      'كان نص البحث طويلًا، لذا لم يُستخدم منه إلا أول 3 أحرف.',
      'كان نص البحث طويلًا، لذا لم يُستخدم منه إلا أول 11 حرفًا.',
      'كان نص البحث طويلًا، لذا لم يُستخدم منه إلا أول 100 حرف.',
      'كان نص البحث طويلًا، لذا لم يُستخدم منه إلا أول 200 حرف.',
      'كان نص البحث طويلًا، لذا لم يُستخدم منه إلا أول 6,000 حرف.',
    ],
  },
  'Tenders.daysRemaining': {
    values: count,
    expected: [
      'لم يتبقَّ أي يوم',
      'يتبقّى يوم واحد',
      'يتبقّى يومان',
      'يتبقّى 3 أيام',
      'يتبقّى 11 يومًا',
      'يتبقّى 100 يوم',
      'يتبقّى 200 يوم',
      'يتبقّى 6,000 يوم',
    ],
  },
  'Lists.pages': {
    values: count,
    expected: [
      'لا صفحات',
      'صفحة واحدة',
      'صفحتان',
      '3 صفحات',
      '11 صفحة',
      '100 صفحة',
      '200 صفحة',
      '6,000 صفحة',
    ],
  },
  'Lists.projectsIn': {
    values: count,
    expected: [
      'لا مشاريع بعد',
      'مشروع واحد',
      'مشروعان',
      '3 مشاريع',
      '11 مشروعًا',
      '100 مشروع',
      '200 مشروع',
      '6,000 مشروع',
    ],
  },
  'MemberMap.activeCount': {
    values: (n) => ({ count: n, number: formatNumber(n, 'ar') }),
    expected: [
      'لا توجد دول نشطة',
      'دولة نشطة واحدة',
      'دولتان نشطتان',
      '3 دول نشطة',
      '11 دولة نشطة',
      '100 دولة نشطة',
      '200 دولة نشطة',
      '6,000 دولة نشطة',
    ],
  },
  'Search.resultsFor': {
    values: (n) => ({ count: n, query: 'تحلية' }),
    expected: [
      'لا نتائج عن «تحلية»',
      'نتيجة واحدة عن «تحلية»',
      'نتيجتان عن «تحلية»',
      '3 نتائج عن «تحلية»',
      '11 نتيجة عن «تحلية»',
      '100 نتيجة عن «تحلية»',
      '200 نتيجة عن «تحلية»',
      '6,000 نتيجة عن «تحلية»',
    ],
  },
};

describe('Arabic counting messages, rendered', () => {
  it('has a row for every Arabic message with a plural, and no other', () => {
    const plural = messages
      .filter(({ text }) => hasPlural(ast(text)))
      .map(({ where }) => where.slice('messages:'.length));
    expect(plural.sort()).toEqual(Object.keys(TABLE).sort());
  });

  it.each(Object.entries(TABLE))('%s for 0, 1, 2, 3, 11, 100, 200 and 6000', (key, row) => {
    const message = messages.find(({ where }) => where === `messages:${key}`)!.text;
    const format = new IntlMessageFormat(message, 'ar');
    expect(COUNTS.map((n) => format.format(row.values(n)))).toEqual(row.expected);
  });

  it('reaches the forms as numbers: the browser rules write the limits the server checks', () => {
    const proposal = uploadRules(createTranslate('ar', 'Proposal.errors', ar.Proposal.errors));
    expect(proposal.tooLong(MAX_TEXT_LENGTH)()).toBe(TABLE['Proposal.errors.tooLong']!.expected[6]);
    const t = createTranslate('ar', 'Proposal', ar.Proposal);
    expect(t('errors.tooManyFiles', { max: MAX_FILES })).toBe(
      'يُرجى ألا يتجاوز عدد الملفات المرفقة 10 ملفات.',
    );
    const search = new IntlMessageFormat(ar.Search.tooLong, 'ar');
    expect(search.format({ max: MAX_QUERY_LENGTH })).toBe(TABLE['Search.tooLong']!.expected[6]);
  });
});

describe('Arabic counted nouns written out in content and messages', () => {
  /**
   * A figure written in the text (not an argument) and the noun after it, for the nouns the site
   * counts: after 3-10 the noun is a genitive plural («6 أشهر»), after 11-99 an accusative
   * singular («24 شهرًا»), after a round hundred or thousand a genitive singular («200 حرف»).
   */
  const NOUNS: [singular: string, accusative: string, plural: string][] = [
    ['شهر', 'شهرًا', 'أشهر'],
    ['يوم', 'يومًا', 'أيام'],
    ['أسبوع', 'أسبوعًا', 'أسابيع'],
    ['عام', 'عامًا', 'أعوام'],
    ['مشروع', 'مشروعًا', 'مشاريع'],
    ['برنامج', 'برنامجًا', 'برامج'],
    ['ملف', 'ملفًا', 'ملفات'],
    ['حرف', 'حرفًا', 'أحرف'],
    ['موقع', 'موقعًا', 'مواقع'],
    ['مهندس', 'مهندسًا', 'مهندسين'],
    ['متدرب', 'متدربًا', 'متدربين'],
    ['مشارك', 'مشاركًا', 'مشاركين'],
    ['باحث', 'باحثًا', 'باحثين'],
    ['خبير', 'خبيرًا', 'خبراء'],
    ['إصدار', 'إصدارًا', 'إصدارات'],
    ['عدّاد', 'عدادًا', 'عدادات'],
  ];

  function misfits(plain: string): string[] {
    const found: string[] = [];
    for (const match of plain.matchAll(/(?<![\d.,٫])(\d+)\s+([\p{L}\p{M}]+)/gu)) {
      const n = Number(match[1]);
      const word = match[2]!;
      const tail = n % 100;
      for (const [singular, accusative, plural] of NOUNS) {
        const wrong =
          (tail >= 3 && tail <= 10 && (word === singular || word === accusative)) ||
          (tail >= 11 && (word === plural || word === singular)) ||
          (n >= 100 && tail <= 2 && (word === accusative || word === plural));
        if (wrong) found.push(match[0]);
      }
    }
    return found;
  }

  it('agree with their figure', () => {
    const found = texts.flatMap(({ where, plain }) => misfits(plain).map((m) => `${where}: ${m}`));
    expect(found).toEqual([]);
  });

  it('would catch the review’s «200 حرفًا» and «12 أشهر»', () => {
    expect(misfits('حتى 200 حرفًا، ومدة 12 أشهر، و5 مشروع، و24 شهرًا و6 أشهر')).toEqual([
      '200 حرفًا',
      '12 أشهر',
      '5 مشروع',
    ]);
  });
});

describe('Arabic punctuation and address', () => {
  it('writes an ellipsis as one character «…», never three full stops', () => {
    expect(texts.filter(({ plain }) => plain.includes('...')).map(({ where }) => where)).toEqual(
      [],
    );
  });

  /**
   * Forms, notices and sentences address the reader in the polite plural («يمكنكم», «اختاروا»);
   * only a short link or button (up to four words: «تابعنا», «اقرأ المزيد») takes the singular
   * imperative. These are the singular forms the site once mixed in (the review's «تابعنا/تابعونا»).
   */
  const SINGULAR =
    /(?<!\p{L})(?:يمكنك|لديك|عليك|إليك|تبحث عنه|تبحث عنها|اختر|جرّب|جرب|اكتب|تحقّق من|أزل|تصفّح|ابحث|تتقنها|بحثك)(?!\p{L})/u;

  it('keeps the polite plural in every sentence', () => {
    const singular = texts
      .filter(({ plain }) => plain.trim().split(/\s+/).length > 4 && SINGULAR.test(plain))
      .map(({ where, plain }) => `${where}: ${plain.match(SINGULAR)![0]}`);
    expect(singular).toEqual([]);
  });

  it('writes «Follow us» the same way in the header and the hero', () => {
    expect(ar.Home.hero.social).toBe(ar.Header.followUs);
  });
});
