/** @jest-environment node */
import content from '@/content/member-states.json';
import { ARABIC_COUNTRY_NAMES, countrySlug, englishCountryName, sortByName } from './member-names';

describe('englishCountryName', () => {
  it('keeps English names', () => {
    expect(englishCountryName(' Jordan ')).toBe('Jordan');
  });

  it('resolves Arabic names, with or without hamza and diacritics', () => {
    expect(englishCountryName('الأردن')).toBe('Jordan');
    expect(englishCountryName('الاردن')).toBe('Jordan');
    expect(englishCountryName('المملكة العربية السعودية')).toBe('Saudi Arabia');
    expect(englishCountryName('سُوريا')).toBe('Syria');
    expect(englishCountryName('إندونيسيا')).toBe('Indonesia');
  });

  it('covers every member state in its Arabic name of the built-in content', () => {
    // Compared as ids (slugs): 'Türkiye' and the content's 'Turkiye' are the same member.
    for (const m of content.members) {
      expect(countrySlug(englishCountryName(m.name.ar))).toBe(countrySlug(m.name_en));
    }
    expect(Object.keys(ARABIC_COUNTRY_NAMES).length).toBeGreaterThanOrEqual(22);
  });

  it('leaves an unknown Arabic name as it is', () => {
    expect(englishCountryName('جزر القمر')).toBe('جزر القمر');
  });
});

describe('countrySlug', () => {
  it('lower-cases and hyphenates the English name', () => {
    expect(countrySlug('Saudi Arabia')).toBe('saudi-arabia');
    expect(countrySlug('Türkiye')).toBe('turkiye');
  });
});

describe('sortByName', () => {
  it('sorts by name in the reader’s language, leaving the input as it was', () => {
    const members = [{ name: 'Égypte' }, { name: 'Algérie' }, { name: 'Jordanie' }];
    expect(sortByName(members, 'fr').map((m) => m.name)).toEqual(['Algérie', 'Égypte', 'Jordanie']);
    expect(members[0]!.name).toBe('Égypte');
  });

  it('sorts Arabic and Persian names in their own alphabet', () => {
    const arabic = [{ name: 'مصر' }, { name: 'الجزائر' }, { name: 'الأردن' }];
    expect(sortByName(arabic, 'ar').map((m) => m.name)).toEqual(['الأردن', 'الجزائر', 'مصر']);
    // The article is not counted: Indonesia before Yemen (the Arabic fresh read of 2026-12-06, M1).
    const members = [{ name: 'اليمن' }, { name: 'إندونيسيا' }, { name: 'الأردن' }];
    expect(sortByName(members, 'ar').map((m) => m.name)).toEqual(['الأردن', 'إندونيسيا', 'اليمن']);
    const persian = [{ name: 'مصر' }, { name: 'پاکستان' }, { name: 'اردن' }];
    expect(sortByName(persian, 'fa').map((m) => m.name)).toEqual(['اردن', 'پاکستان', 'مصر']);
  });
});
