/** @jest-environment node */
import { createTranslator } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import fa from '@/messages/fa.json';
import fr from '@/messages/fr.json';
import { createTranslate, type MessageTree, type MessageValues } from './translate';

const MESSAGES = { en, fr, ar, fa };

/** The namespaces the upload forms read in the browser with createTranslate. */
const FORM_NAMESPACES = ['Applications', 'Proposal'] as const;

function keys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

/** Values of the kinds the forms pass: file names, limits, a receipt, a fraction sent. */
const VALUES: MessageValues[] = [
  { name: 'rapport final (v2).pdf', max: 200, receipt: 'APP-2026-0042', title: 'Desalination' },
  { name: 'CV.docx', max: 12000, receipt: 'X', title: 'دراسة', progress: 0.425 },
  { progress: 1, name: 'a', max: 5, receipt: '7', title: 't' },
  { progress: 0, name: '', max: 0, receipt: '', title: '' },
  // A limit in each of Arabic's plural categories (one, two, few, many, other).
  ...[1, 2, 3, 11, 100, 6000].map((max) => ({
    progress: 0.5,
    name: 'a',
    max,
    receipt: 'r',
    title: 't',
  })),
];

describe('createTranslate', () => {
  for (const locale of ['en', 'fr', 'ar', 'fa'] as const) {
    const messages = MESSAGES[locale];
    for (const namespace of FORM_NAMESPACES) {
      it(`formats every ${namespace} message in ${locale} as next-intl does`, () => {
        // A value left out (the first set has no `progress`) is a reported error in both.
        const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
        const tree = messages[namespace] as MessageTree;
        const ours = createTranslate(locale, namespace, tree);
        const theirs = createTranslator({ locale, messages, namespace });
        for (const key of keys(tree)) {
          for (const values of VALUES) {
            expect([key, ours(key as never, values)]).toEqual([
              key,
              theirs(key as never, values as never),
            ]);
          }
        }
        error.mockRestore();
      });
    }
  }

  it('writes a percentage and a `{max, number}` in the language, a plain number as it is', () => {
    const t = createTranslate('fa', 'Applications', fa.Applications);
    // The Persian messages mark their numbers `{max, number}`: Persian digits.
    expect(t('errors.periodTooLong', { max: 12 })).toBe('دورهٔ کارآموزی حداکثر ۱۲ ماه است.');
    expect(
      createTranslate('en', 'Applications', en.Applications)('errors.periodTooLong', { max: 12 }),
    ).toBe('An internship lasts at most 12 months.');
    expect(t('progress', { progress: 0.5 })).toContain('۵۰');
    expect(createTranslate('en', 'Proposal', en.Proposal)('progress', { progress: 0.5 })).toBe(
      'Uploading: 50%',
    );
  });

  it("chooses a plural branch by the language's rules, an exact value first", () => {
    const t = createTranslate('ar', 'Test', {
      files:
        '{max, plural, =0 {لا ملفات} one {ملف واحد} two {ملفان} few {# ملفات} many {# ملفًا} other {# ملف}}',
    });
    expect([0, 1, 2, 3, 11, 100, 6000].map((max) => t('files', { max }))).toEqual([
      'لا ملفات',
      'ملف واحد',
      'ملفان',
      '3 ملفات',
      '11 ملفًا',
      '100 ملف',
      '6,000 ملف',
    ]);
  });

  it('shows the key and reports it when a message is missing or cannot be formatted', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const t = createTranslate('en', 'Test', {
      plain: 'Hello {name}',
      plural: '{count, plural, one {# file} other {# files}}',
      select: '{kind, select, pdf {A PDF} other {A file}}',
    });
    expect(t('plain', { name: 'Rania' })).toBe('Hello Rania');
    expect(t('plain')).toBe('Test.plain');
    expect(t('plural')).toBe('Test.plural');
    expect(t('select', { kind: 'pdf' })).toBe('Test.select');
    expect(t('absent' as never)).toBe('Test.absent');
    expect(error).toHaveBeenCalledTimes(4);
    error.mockRestore();
  });
});
