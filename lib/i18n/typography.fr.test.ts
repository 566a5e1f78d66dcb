/** @jest-environment node */
import { createTranslator } from 'next-intl';
import { IntlMessageFormat } from 'intl-messageformat';
import fr from '@/messages/fr.json';
import { LOCALE_RECORDS } from './locales';
import { localisedTexts, messageWords } from './localised-texts';
import { createTranslate } from './translate';

/**
 * French typography as the Imprimerie nationale sets it (Lexique des règles typographiques en
 * usage à l'Imprimerie nationale), over every interface message and every French content field.
 *
 * One convention, chosen once:
 * - U+00A0 (no-break space) before « : » and inside « », as the Lexique's table of spaces asks
 *   (an « espace-mot insécable »);
 * - U+202F (narrow no-break space, the « espace fine insécable ») before « ; », « ? » and « ! »;
 * - a no-break space (U+00A0, or U+202F, which Intl itself puts before « % ») between a number
 *   and its unit, and inside a written date (« 10 mars 2026 »);
 * - the typographic apostrophe ’ only;
 * - « 1er » for the first day of a month.
 *
 * A message is read as its reader reads it: its ICU syntax is parsed and only the words are
 * kept (every branch of a plural or a select, with a placeholder standing for a value), so a
 * brace, a `#` or a plural keyword never passes for French text.
 */

/** Each French text as read: messages through their ICU syntax, content without its HTML. */
const TEXTS = localisedTexts('fr').map(({ where, text, plain }) => ({
  where,
  text,
  // A value reads as a digit, so the space between a value and the unit after it
  // (« {max} mois ») is checked as well.
  read: where.startsWith('messages:') ? messageWords(text, 'fr', '2') : plain,
}));

/**
 * Web addresses keep their own punctuation: the `:` of `https://` and a `?` or `;` inside an
 * address are not French punctuation marks. E-mail addresses carry none of the four marks.
 */
const ADDRESS = /\b[a-z][a-z\d+.-]*:\/\/[^\s«»]*/giu;

/** Everything `pattern` finds in the texts, as `where: …context…` for a readable failure. */
function offences(pattern: RegExp, clean: (read: string) => string = (read) => read) {
  return TEXTS.flatMap(({ where, read }) => {
    const text = clean(read);
    return [...text.matchAll(pattern)].map((match) => {
      const at = match.index ?? 0;
      const context = text.slice(Math.max(0, at - 20), at + match[0].length + 10);
      return `${where}: ${JSON.stringify(context)}`;
    });
  });
}

const withoutAddresses = (read: string) => read.replace(ADDRESS, ' ');

describe('French typography (messages and content)', () => {
  it('reads every message and content field', () => {
    expect(TEXTS.filter(({ where }) => where.startsWith('messages:')).length).toBeGreaterThan(500);
    expect(TEXTS.filter(({ where }) => where.startsWith('content:')).length).toBeGreaterThan(300);
  });

  it('puts a no-break space (U+00A0) before every colon', () => {
    // Not a colon of French punctuation: a web address's scheme (removed), and a colon between
    // two digits (a time such as 10:00 or a scale such as 1:50 000).
    const found = offences(/(?<!\d)[^\u00a0]:|[^\u00a0]:(?!\d)/gu, withoutAddresses);
    expect(found).toEqual([]);
    expect(offences(/\u00a0:/gu).length).toBeGreaterThan(30);
  });

  it('puts a narrow no-break space (U+202F) before every semicolon, question and exclamation mark', () => {
    // An address's query string (?a=b) or parameters (;x) are not sentences.
    expect(offences(/[^\u202f][;?!]/gu, withoutAddresses)).toEqual([]);
    // And never at the start of a line, where the space before would have been lost.
    expect(offences(/^[;?!:]/gmu)).toEqual([]);
    expect(offences(/\u202f;/gu).length).toBeGreaterThan(10);
  });

  it('sets guillemets « » with a no-break space inside, and no English quotes', () => {
    expect(offences(/«(?!\u00a0)|(?<!\u00a0)»/gu)).toEqual([]);
    // French quotes are « »; “ ” only inside them, and the straight " never.
    expect(offences(/["“”]/gu)).toEqual([]);
    expect(offences(/«\u00a0/gu).length).toBeGreaterThan(10);
  });

  it('uses the typographic apostrophe only, and ICU reads it as a plain character', () => {
    // In ICU MessageFormat a straight apostrophe is the escape character: in a message it would
    // hide a placeholder or vanish. In content it is simply the wrong glyph.
    expect(TEXTS.filter(({ text }) => text.includes("'")).map(({ where }) => where)).toEqual([]);
    for (const { where, text, read } of TEXTS.filter((t) => t.where.startsWith('messages:'))) {
      expect([where, read.split('’').length]).toEqual([where, text.split('’').length]);
    }
    expect(new IntlMessageFormat(fr.Common.empty, 'fr').format()).toBe(
      'Il n’y a encore rien à afficher ici. Nous vous invitons à revenir prochainement.',
    );
  });

  /**
   * The units joined to their number: file sizes (Mo, the upload limits), measures, energy,
   * percent and currencies (a unit symbol or code: IN rule), and durations and large amounts
   * written out (« 6 mois », « 35 ans », « 3 millions »), which the tender table and the news
   * print where a break would strand the number at the end of a line.
   */
  const UNIT =
    '(?:[kMGT]?o|[mck]?m[²³]?|ha|[lL]|[kMG]?Wh?|k?g|t|°C|%|‰|h|min|USD|EUR|JOD|EGP|\\$|€|dollars?|euros?|dinars?|ans?|mois|jours?|semaines?|heures?|millions?|milliards?)(?![\\p{L}\\d])';

  it('joins a number to its unit or symbol with a no-break space, never a space or nothing', () => {
    expect(offences(new RegExp(`\\d(?:[ \\t]|)${UNIT}`, 'gu'))).toEqual([]);
    expect(offences(new RegExp(`\\d[\\u00a0\\u202f]${UNIT}`, 'gu')).length).toBeGreaterThan(10);
  });

  it('groups the thousands of a number with a narrow no-break space', () => {
    // 1 800, 3 000, never with a breakable space; years stay whole. (An English 1,800 cannot be
    // told from a French decimal such as 2,125 and is left to the reviewers.)
    expect(offences(/\d \d{3}(?!\d)/gu)).toEqual([]);
    expect(offences(/(?<![\d/])\d{5,}(?![\d/])/gu)).toEqual([]);
  });

  const MONTH =
    '(?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)';

  it('writes the first day of a month « 1er » and keeps a date on one line', () => {
    const dates = offences(new RegExp(`\\d(?:er)?\\u00a0${MONTH}`, 'gu'));
    expect(dates.length).toBeGreaterThan(3);
    expect(offences(new RegExp(`(?<![\\d,.])1(?!er)\\s*${MONTH}`, 'gu'))).toEqual([]);
    expect(offences(new RegExp(`\\d(?:er)? ${MONTH}|${MONTH} \\d{4}`, 'gu'))).toEqual([]);
  });

  it('ties a dash between two values to the one before it, so a line never starts with it', () => {
    // « 10 mars 2026 – 12 mars 2026 », a date range: a no-break space before the en dash keeps
    // it at the end of the first line when the range wraps.
    expect(offences(/[ \t][–—]/gu)).toEqual([]);
    expect(offences(/\u00a0–/gu).length).toBeGreaterThan(0);
  });

  it('does not put « de », « le » or « que » before a value that may begin with a vowel', () => {
    // French elides before a vowel (« la biographie d’Aminata Diallo »), and a message cannot
    // elide for a name, title or query it does not know: such a value is introduced otherwise
    // (« Lire la biographie : {name} »). Dates and numbers begin with a digit and are safe.
    const numeric = 'date|deadline|count|number|max|page|total|index|start|end|progress';
    const pattern = new RegExp(
      `(?<!\\p{L})(?:de|le|la|que|ce|ne|se|si|lorsque|puisque) \\{(?!(?:${numeric})[,}])`,
      'iu',
    );
    const found = TEXTS.filter(({ where }) => where.startsWith('messages:')).flatMap(
      ({ where, text }) => (pattern.test(text) ? [where] : []),
    );
    expect(found).toEqual([]);
  });

  it('capitalises as UN and OIC French do, and not the name of a language mid-sentence', () => {
    // « l’Organisation des Nations Unies » (UN usage); the network's organ, « le Secrétariat »,
    // like « l’Assemblée générale » (a common noun standing alone for one body).
    expect(offences(/Nations unies|(?<!\p{L})secrétariat(?!\p{L})/gu)).toEqual([]);
    // The language menu fills Header.switchTo with the endonym « Français ».
    const label = new IntlMessageFormat(fr.Header.switchTo, 'fr').format({
      language: LOCALE_RECORDS.fr.nativeName,
    });
    expect(label).toBe('Lire cette page en français');
  });
});

/**
 * The numbers the code hands to messages (the callers are listed in typography.fa.test.ts): a
 * plain `{max}` prints 6000 as given; French groups thousands with a narrow no-break space
 * («6 000», the French review's M6), so these messages write `{max, number}`, in the browser's
 * translator (lib/i18n/translate.ts) as on the server.
 */
const NUMBERS_FROM_CODE = {
  'Common.pageOf': { page: 12, total: 1234 },
  'Search.allKinds': { count: 1234 },
  'Search.kindCount': { kind: 'Actualités', count: 1234 },
  'Search.tooLong': { max: 1234 },
  'Proposal.errors.tooLong': { max: 6000 },
  'Proposal.errors.tooManyFiles': { max: 1234 },
  'Applications.errors.tooLong': { max: 6000 },
  'Applications.errors.periodTooLong': { max: 1234 },
} as const;

describe('numbers the code hands to French messages', () => {
  const t = createTranslator({ locale: 'fr', messages: fr });
  it.each(Object.entries(NUMBERS_FROM_CODE))('%s groups thousands «1 234»', (key, values) => {
    const text = t(key as never, values as never) as string;
    expect(text).toMatch(/\d\u202f\d{3}/u);
    expect(text).not.toMatch(/\d{4}/u);
    const [namespace, ...rest] = key.split('.');
    if (namespace === 'Proposal' || namespace === 'Applications') {
      const forms = createTranslate('fr', namespace, fr[namespace]);
      expect(forms(rest.join('.') as never, values)).toBe(text);
    }
  });
});
