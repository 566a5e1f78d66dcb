import { fold, indexTerms, queryTerm, queryTerms, words } from './normalize';

/** Each row: what a reader may type, and what it must read as the same word. */
const SAME_WORD: [language: string, typed: string, written: string][] = [
  // Arabic letter forms
  ['Arabic', 'علي', 'على'],
  ['Arabic', 'مستشفي', 'مستشفى'],
  ['Arabic', 'اسلامية', 'إسلامية'],
  ['Arabic', 'احمد', 'أحمد'],
  ['Arabic', 'اداره', 'إدارة'],
  ['Arabic', 'القران', 'القرآن'],
  ['Arabic', 'الله', 'ٱلله'],
  ['Arabic', 'مياه', 'مِيَاهٌ'],
  ['Arabic', 'مسؤول', 'مسوول'],
  ['Arabic', 'بيئه', 'بييه'],
  ['Arabic', 'الماء', 'الـــماء'],
  ['Arabic', 'شبكة', 'ﺷﺒﻜﺔ'],
  ['Arabic', '2025', '٢٠٢٥'],
  // Persian letter forms, and Persian typing finding Arabic text
  ['Persian', 'میشود', 'می‌شود'],
  ['Persian', 'کشاورزی', 'كشاورزي'],
  ['Persian', 'شبکه', 'شبكة'],
  ['Persian', 'خانهٔ', 'خانه'],
  ['Persian', 'همکاری', 'همكاري'],
  ['Persian', '۱۴۰۳', '1403'],
  ['Persian', 'انرژی', 'انرژي'],
  // French
  ['French', 'reseau', 'Réseau'],
  ['French', 'eleve', 'ÉLÈVE'],
  ['French', 'coeur', 'cœur'],
  ['French', 'francais', 'Français'],
  ['French', 'ouvert', 'Ouvert'],
  // English
  ['English', 'eau', 'Eau'],
  ['English', 'water', 'WATER'],
  ['English', 'fine', 'ﬁne'],
  ['English', 'cafe', 'café'],
];

describe('fold', () => {
  it.each(SAME_WORD)('reads %s %p as %p', (_language, typed, written) => {
    expect(fold(typed)).toBe(fold(written));
  });

  it.each([
    ['Arabic', 'إدارة المياه', 'اداره المياه'],
    ['Persian', 'می‌شود', 'ميشود'],
    ['French', 'Réseau d’eau', 'reseau d’eau'],
    ['English', 'Water-Energy', 'water-energy'],
  ])('writes %s %p as %p', (_language, text, expected) => {
    expect(fold(text)).toBe(expected);
  });

  it('keeps different words apart', () => {
    expect(fold('ماء')).not.toBe(fold('ما'));
    expect(fold('eau')).not.toBe(fold('eaux'));
  });
});

describe('words', () => {
  it.each([
    ['English', 'Water, energy & food.', ['Water', 'energy', 'food']],
    ['French', "l'eau potable", ['l', 'eau', 'potable']],
    ['Arabic', 'الماءُ، والطاقة', ['الماءُ', 'والطاقة']],
    ['Persian', 'آب می‌شود', ['آب', 'می‌شود']],
    ['mixed', 'INWRDAM شبكة 2025', ['INWRDAM', 'شبكة', '2025']],
    ['markup', '<script>alert(1)</script>', ['script', 'alert', '1', 'script']],
  ])('splits %s text %p into words', (_case, text, expected) => {
    expect(words(text).map((word) => word.text)).toEqual(expected);
  });

  it('gives each word its place in the text', () => {
    const text = 'Le réseau';
    expect(words(text).map((word) => text.slice(word.start, word.end))).toEqual(['Le', 'réseau']);
  });
});

describe('Arabic article', () => {
  it.each([
    ['المياه', ['المياه', 'مياه']],
    ['والطاقة', ['والطاقه', 'طاقه']],
    ['بالماء', ['بالماء', 'ماء']],
    ['للتنمية', ['للتنميه', 'تنميه']],
    ['مياه', ['مياه']],
    ['الم', ['الم']],
  ])('indexes %p as %p', (word, expected) => {
    expect(indexTerms(word)).toEqual(expected);
  });

  it('looks a query word up without its article once a word is left', () => {
    expect(queryTerm('المياه')).toBe('مياه');
    expect(queryTerm('الم')).toBe('الم');
    expect(queryTerm('ال')).toBe('ال');
  });
});

describe('queryTerms', () => {
  it.each([
    ['  ', []],
    ['"water" AND -energy', ['water', 'energy']],
    ['sand and water', ['sand', 'and', 'water']],
    ["l'eau", ['eau']],
    ['a', ['a']],
    ['Water water WATER', ['water']],
    ['water شبكة', ['water', 'شبكه']],
  ])('reads the query %p as %p', (query, expected) => {
    expect(queryTerms(query)).toEqual(expected);
  });
});
