/** @jest-environment node */
import { createTranslator } from 'next-intl';
import fa from '@/messages/fa.json';
import { localisedTexts, messageWords } from './localised-texts';
import { createTranslate } from './translate';

/**
 * Persian typography and numbers, over every text a reader sees (messages and content alike),
 * as the Persian review and docs/reviews/content-fa.md settled them: the letters and digits of
 * Persian, and the zero-width non-joiner (ZWNJ, U+200C) of the Academy's «دستور خط فارسی»
 * where a prefix or suffix meets its word. Each rule is tried on a fault and on a correct
 * form first, so a rule that stops catching anything fails here rather than passing quietly.
 */

const ZWNJ = '\u200c';

const texts = localisedTexts('fa').map(({ where, text, plain }) => ({
  where,
  read: where.startsWith('messages:') ? messageWords(text, 'fa', ' ') : plain,
}));

/**
 * Latin digits a Persian text keeps: they are part of something that is not Persian prose.
 * - URLs and e-mail addresses (copied and typed as they are);
 * - a Latin code whose digits belong to it: COP28 (the official designation of the session,
 *   written in Latin as the UI writes COP; «COP۲۸» would mix scripts in one name) and an ISO
 *   standard number (ISO 14001), if one is ever cited.
 * ICU syntax is gone already (see `messageWords`: a placeholder reads as a space).
 */
const KEPT_LATIN = [
  /https?:\/\/\S+|www\.\S+/gu,
  /[\w.+-]+@[\w.-]+\.\w+/gu,
  /\b[A-Za-z]+\d+\b/gu,
  /\bISO \d+/gu,
];

function nonPersianDigits(text: string): string[] {
  const rest = KEPT_LATIN.reduce((t, pattern) => t.replace(pattern, ' '), text);
  return rest.match(/\S*[0-9\u0660-\u0669]\S*/gu) ?? [];
}

/** Arabic yeh, kaf and alef maksura, and the one-glyph heh-with-yeh (the site writes ـهٔ). */
function arabicLetters(text: string): string[] {
  return text.match(/\S*[\u064a\u0643\u0649\u06c0]\S*/gu) ?? [];
}

/**
 * Words that begin with «می» and are not verbs (the prefix is then no prefix); with the plural
 * «ان» or the suffix «ی» they pass too. A new such noun fails the rule until it is added here,
 * which is the point: «میزبان» and «میزند» (the verb, written without ZWNJ) look alike.
 */
const MI_WORDS = new Set(
  'میان میانگین میانه میانی میدان میدانی میز میزان میزبان میزبانی میزگرد میزگردی میلادی میلیون میلیارد میوه میراث میسر میهن میهمان میثاق'.split(
    ' ',
  ),
);

/** The prefix «می»/«نمی» of a verb: a space after it, or written joined without ZWNJ. */
function verbPrefixFaults(text: string): string[] {
  const spaced = text.match(/(?<![\p{L}\u200c])ن?می (?=\p{L})\S*/gu) ?? [];
  const joined = (text.match(/(?<![\p{L}\u200c])ن?می\p{L}+/gu) ?? []).filter(
    (word) =>
      word.startsWith('نمی') ||
      (!MI_WORDS.has(word.replace(/(?:ان|انی|ی)$/u, '')) && !MI_WORDS.has(word)),
  );
  return [...spaced, ...joined];
}

/** Letters that join the next letter; after them a suffix written without ZWNJ would join. */
const JOINING = 'بپتثجچحخسشصضطظعغفقکگلمنهی';

/** Words in which «ها» is part of the stem, not the plural. */
const HA_STEMS = new Set(['تنها', 'تنهایی', 'بها', 'بهای', 'گرانبها', 'نهایی', 'انتها', 'انتهای']);

/** Comparatives the Academy writes joined although the stem ends in h. */
const JOINED_COMPARATIVES = new Set(['بهتر', 'بهترین', 'کهتر', 'مهتر']);

/**
 * The plural «ها/های/هایی» and the comparative «تر/ترین»:
 * - never detached by a space («کشور ها», «بیش تر»);
 * - the plural never joined to a joining letter (the site writes «پروژه‌ها», «نهادها» after a
 *   non-joining letter, «شبکه‌ها», «کتاب‌ها» with ZWNJ);
 * - the comparative never joined to a silent h («تازه‌تر», not «تازهتر»); after another joining
 *   letter the Academy allows it joined (بیشتر، کمتر), as the site writes them.
 */
function suffixFaults(text: string): string[] {
  const spaced =
    text.match(/[\p{L}\u200c]*\p{L} (?:ها|های|هایی|هایش|هایشان|تر|ترین)(?![\p{L}\u200c])/gu) ?? [];
  const plural = (
    text.match(
      new RegExp(
        `[\\p{L}${ZWNJ}]*[${JOINING}](?:ها|های|هایی|هایش|هایشان)(?![\\p{L}${ZWNJ}])`,
        'gu',
      ),
    ) ?? []
  ).filter((word) => !HA_STEMS.has(word.split(ZWNJ).pop()!));
  const comparative = (text.match(/[\p{L}\u200c]*ه(?:تر|ترین)(?![\p{L}\u200c])/gu) ?? []).filter(
    (word) => !JOINED_COMPARATIVES.has(word.split(ZWNJ).pop()!),
  );
  return [...spaced, ...plural, ...comparative];
}

const RULES = {
  'Persian digits': nonPersianDigits,
  'Persian letters': arabicLetters,
  'ZWNJ after می/نمی': verbPrefixFaults,
  'ZWNJ before ها/تر/ترین': suffixFaults,
} as const;

describe('the Persian rules themselves', () => {
  it.each([
    ['Persian digits', '© 2025 INWRDAM', ['2025']],
    ['Persian digits', 'از سال ١٩٨٧', ['١٩٨٧']],
    ['Persian digits', 'در COP28 و با نشانی info@inwrdam.org و https://inwrdam.org/2025', []],
    ['Persian digits', 'از سال ۱۹۸۷، ۲۲ کشور', []],
    ['Persian letters', 'شبكهٔ اسلامي', ['شبكهٔ', 'اسلامي']],
    ['Persian letters', 'شبکۀ اسلامی', ['شبکۀ']],
    ['ZWNJ after می/نمی', 'این پروژه آب را تأمین می کند و نمیشود', ['می کند', 'نمیشود']],
    ['ZWNJ after می/نمی', 'میشود', ['میشود']],
    ['ZWNJ after می/نمی', 'در میان میزبانان، میزان آب تأمین می‌شود و نمی‌ماند', []],
    ['ZWNJ after می/نمی', 'میزبان', []],
    [
      'ZWNJ before ها/تر/ترین',
      'کشور ها و شبکهها، کتابهای بیش تر و تازهتر',
      ['کشور ها', 'بیش تر', 'شبکهها', 'کتابهای', 'تازهتر'],
    ],
    [
      'ZWNJ before ها/تر/ترین',
      'کشورها، شبکه‌ها، کتاب‌های بیشتر و تازه‌تر، بهترین، تنها، نهایی',
      [],
    ],
  ] as const)('%s: «%s» gives %j', (rule, text, faults) => {
    expect(RULES[rule](text)).toEqual(faults);
  });
});

describe.each(Object.entries(RULES))('every Persian text: %s', (_name, rule) => {
  it('holds in every message and content field', () => {
    const faults = texts.flatMap(({ where, read }) =>
      rule(read).map((fault) => `${where}: «${fault}»`),
    );
    expect(faults).toEqual([]);
  });
});

/**
 * The messages the code fills with a bare number rather than one it formatted: a plain `{max}`
 * would print it as given, in Latin digits; the Persian messages write `{max, number}`.
 * Callers: Common.pageOf (components/ui/Pagination.tsx, lib/list-route.ts); Search.allKinds,
 * Search.kindCount, Search.tooLong (components/search/SearchResults.tsx); the forms' tooLong,
 * tooManyFiles and periodTooLong (lib/upload/rules.ts, lib/proposal/schema.ts,
 * lib/applications/schema.ts), read by lib/i18n/translate.ts in the browser and next-intl on
 * the server.
 */
const NUMBERS_FROM_CODE = {
  'Common.pageOf': { page: 12, total: 1234 },
  'Search.allKinds': { count: 1234 },
  'Search.kindCount': { kind: 'اخبار', count: 1234 },
  'Search.tooLong': { max: 200 },
  'Proposal.errors.tooLong': { max: 2000 },
  'Proposal.errors.tooManyFiles': { max: 5 },
  'Applications.errors.tooLong': { max: 2000 },
  'Applications.errors.periodTooLong': { max: 12 },
} as const;

describe('numbers the code hands to Persian messages', () => {
  const t = createTranslator({ locale: 'fa', messages: fa });
  it.each(Object.entries(NUMBERS_FROM_CODE))('%s writes them in Persian digits', (key, values) => {
    const text = t(key as never, values as never) as string;
    expect(text).toMatch(/[۰-۹]/u);
    expect(nonPersianDigits(text)).toEqual([]);
    const [namespace, ...rest] = key.split('.');
    if (namespace === 'Proposal' || namespace === 'Applications') {
      const forms = createTranslate('fa', namespace, fa[namespace]);
      expect(nonPersianDigits(forms(rest.join('.') as never, values))).toEqual([]);
    }
  });
});
