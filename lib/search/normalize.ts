/**
 * How the site's search reads text, in all four languages: one fold applied to the indexed text
 * and to the query alike, so that a word matches however it was typed (docs/search.md, "Language").
 *
 * - Compatibility forms are unfolded first (NFKD): Arabic presentation forms become their
 *   letters, ligatures like `ﬁ` become `fi`, and accented letters split into letter + mark.
 * - Combining marks are dropped: Latin accents (`réseau` → `reseau`), Arabic short vowels and
 *   other tashkeel, the superscript alef, and the hamza and madda that NFKD split off `أ إ آ ؤ ئ`.
 * - Letters readers type interchangeably are made one: Arabic and Persian yeh and alef maqsura
 *   (`ي ى ی`), Arabic and Persian kaf (`ك ک`), the alef forms (`أ إ آ ٱ` → `ا`), teh marbuta and
 *   the heh forms (`ة ۀ ھ` → `ه`), `ؤ` → `و`, `ئ` → `ي`: so Persian spelling finds Arabic text.
 * - Arabic-Indic and Persian digits become ASCII digits.
 * - Tatweel, the zero-width non-joiner (Persian `می‌شود` = `میشود`), the joiner and direction
 *   marks are removed inside a word; they never split one.
 * - Latin case is folded, `œ æ ß` are spelled out.
 */

/** Letters and digits, with the marks and joiners that may sit inside an Arabic or Persian word. */
const WORD = /[\p{L}\p{N}\p{M}\u0640\u200c\u200d\u200e\u200f\u061c]+/gu;

const INVISIBLE = /[\u0640\u200b-\u200f\u061c\u202a-\u202e\u2066-\u2069\ufeff\u00ad]/g;
const MARKS = /\p{M}/gu;

const LETTERS: Record<string, string> = {
  // Yeh: Persian yeh, alef maqsura and yeh with hamza read as the Arabic yeh.
  ی: 'ي',
  ى: 'ي',
  ئ: 'ي',
  // Kaf: the Persian keheh reads as the Arabic kaf.
  ک: 'ك',
  // Alef: with hamza above or below, with madda, wasla.
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  // Heh: teh marbuta, heh with yeh above (Persian ezafe), heh doachashmee, heh goal.
  ة: 'ه',
  ۀ: 'ه',
  ھ: 'ه',
  ہ: 'ه',
  ؤ: 'و',
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
};
const LETTER_CLASS = Object.keys(LETTERS).join('');
const LETTER_PATTERN = new RegExp(`[${LETTER_CLASS}]`, 'g');
const spellLetters = (text: string) =>
  text.replace(LETTER_PATTERN, (letter) => LETTERS[letter] ?? letter);

/** Arabic-Indic (U+0660–0669) and Persian (U+06F0–06F9) digits as ASCII digits. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String((digit.charCodeAt(0) & 0x0f) % 10),
  );
}

/** The folded form of a piece of text (letters, digits and whatever else it holds). */
export function fold(text: string): string {
  // Letters first: NFKD would split `أ` into alef + hamza anyway, but not `ٱ`, `ة` or `ی`.
  const letters = spellLetters(text);
  // Lower case before the second pass, so capital `Œ Æ` are spelled out like `œ æ`.
  return spellLetters(
    asciiDigits(letters.normalize('NFKD').replace(MARKS, '').replace(INVISIBLE, '')).toLowerCase(),
  );
}

/** A word of the original text and where it sits, so a snippet can mark it in place. */
export interface Word {
  text: string;
  start: number;
  end: number;
}

/** The words of a text as written (not folded), with their offsets. */
export function words(text: string): Word[] {
  return Array.from(text.matchAll(WORD), (match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * Arabic's article and the one-letter conjunctions and prepositions written before it (`ال`,
 * `وال`, `بال`, `كال`, `فال`, `لل`): readers search for `مياه` and expect `المياه`.
 */
const ARTICLE = /^(?:[وفبك]?ال|لل)/;
/** An article is stripped only when a real word is left: `الم` typed so far stays a prefix. */
const MIN_STEM = 3;

function withoutArticle(term: string): string | null {
  const match = ARTICLE.exec(term);
  if (!match) return null;
  const stem = term.slice(match[0].length);
  return stem.length >= MIN_STEM ? stem : null;
}

/**
 * The index terms of one word: its folded form and, for an Arabic word with the article, the
 * word without it too (so both `المياه` and `مياه` find it, and prefixes of both).
 */
export function indexTerms(word: string): string[] {
  const term = fold(word);
  if (!term) return [];
  const stem = withoutArticle(term);
  return stem ? [term, stem] : [term];
}

/** A query word as looked up: folded, and without the Arabic article when a word remains. */
export function queryTerm(word: string): string | null {
  const term = fold(word);
  if (!term) return null;
  return withoutArticle(term) ?? term;
}

/** Search-engine operators typed out of habit (`water AND energy`): not words to look for. */
const OPERATORS = new Set(['AND', 'OR', 'NOT']);

/**
 * Folded terms of a query. One-letter words (`l'`, `a`) are dropped when longer ones remain, and
 * so are the operators above: this search has no syntax, every word is simply looked for.
 */
export function queryTerms(query: string): string[] {
  const terms = words(query)
    .filter((word) => !OPERATORS.has(word.text))
    .map((word) => queryTerm(word.text))
    .filter((term): term is string => term !== null);
  const long = terms.filter((term) => term.length > 1);
  return [...new Set(long.length ? long : terms)];
}
