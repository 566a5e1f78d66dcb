import { fold, indexTerms, queryTerm, queryTerms, words } from './normalize';

/**
 * What a reader's query finds however the text was typed: the invisible characters editors and
 * keyboards leave in words, the rarer letter forms, every digit, and what is not a word at all.
 * (normalize.test.ts covers the common forms; docs/search.md, "Language".)
 */
describe('invisible characters inside a word', () => {
  it.each([
    ['zero-width space', 'water\u200b'],
    ['zero-width joiner', 'wa\u200dter'],
    ['left-to-right mark', 'water\u200e'],
    ['right-to-left mark', '\u200fwater'],
    ['Arabic letter mark', 'wa\u061cter'],
    ['byte order mark', '\ufeffwater'],
    ['soft hyphen', 'wa\u00adter'],
    ['right-to-left embedding', '\u202bwater\u202c'],
    ['left-to-right override', '\u202dwater\u202e'],
    ['first-strong isolate', '\u2068water\u2069'],
    ['right-to-left isolate', '\u2067water\u2066'],
    ['tatweel', 'wa\u0640ter'],
  ])('ignores a %s', (_name, typed) => {
    expect(fold(typed)).toBe('water');
  });

  it.each([
    ['joiner', 'می\u200dشود'],
    ['non-joiner', 'می\u200cشود'],
    ['left-to-right mark', 'می\u200eشود'],
    ['right-to-left mark', 'می\u200fشود'],
    ['Arabic letter mark', 'می\u061cشود'],
    ['tatweel', 'میـشود'],
  ])('never splits a word at a %s', (_name, text) => {
    expect(words(text)).toEqual([{ text, start: 0, end: text.length }]);
    expect(queryTerms(text)).toEqual(['ميشود']);
  });
});

describe('letter forms', () => {
  it.each([
    ['heh with yeh above (Persian ezafe)', 'خانۀ', 'خانه'],
    ['heh doachashmee', 'ھوا', 'هوا'],
    ['heh goal', 'پانیہ', 'پانيه'],
    ['yeh with hamza', 'بيئة', 'بييه'],
    ['waw with hamza', 'مؤتمر', 'موتمر'],
    ['alef with madda', 'آب', 'اب'],
    ['alef with hamza below', 'إدارة', 'اداره'],
    ['alef wasla', 'ٱلماء', 'الماء'],
    ['alef maqsura', 'مستشفى', 'مستشفي'],
    ['keheh', 'کشور', 'كشور'],
    ['ligature ae', 'Cæsar', 'caesar'],
    ['ligature oe', 'œuvre', 'oeuvre'],
    ['capital ligature OE', 'Œuvre', 'oeuvre'],
    ['capital ligature AE', 'ÆGIS', 'aegis'],
    ['sharp s', 'Straße', 'strasse'],
  ])('reads the %s as the letter readers type', (_name, written, typed) => {
    expect(fold(written)).toBe(typed);
  });

  it('reads every such letter of a word, however many it holds', () => {
    // Persian keheh and two Persian yehs: three letters to read as their Arabic forms.
    expect(fold('کیفیت')).toBe('كيفيت');
    expect(fold('Maßstäbe, Straße')).toBe('massstabe, strasse');
  });

  it('reads every Arabic-Indic and Persian digit as its ASCII digit', () => {
    expect(fold('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(fold('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });
});

describe('the Arabic article', () => {
  it.each([
    ['فالماء', ['فالماء', 'ماء']],
    ['كالماء', ['كالماء', 'ماء']],
    ['الماء', ['الماء', 'ماء']],
    // Two letters would be left: a word being typed, not a stem.
    ['الما', ['الما']],
    // ال inside a word is not an article.
    ['مالكم', ['مالكم']],
    ['شلال', ['شلال']],
  ])('indexes %p as %p', (word, expected) => {
    expect(indexTerms(word)).toEqual(expected);
  });
});

describe('what is not a word', () => {
  it('indexes and looks up nothing for a word of marks or tatweel only', () => {
    expect(indexTerms('ـــ')).toEqual([]);
    expect(indexTerms('\u064e\u0651')).toEqual([]);
    expect(queryTerm('ـــ')).toBeNull();
    expect(queryTerms('ـــ')).toEqual([]);
  });

  it('looks for the words around the OR and NOT typed out of habit, not for them', () => {
    expect(queryTerms('water OR energy NOT food')).toEqual(['water', 'energy', 'food']);
    // Lower case, they are words like any other.
    expect(queryTerms('not or')).toEqual(['not', 'or']);
  });

  it('keeps one-letter words when nothing longer is asked for', () => {
    expect(queryTerms('a b a')).toEqual(['a', 'b']);
    expect(queryTerms('ab c')).toEqual(['ab']);
  });
});
