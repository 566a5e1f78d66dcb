/** @jest-environment node */
import world from 'world-atlas/countries-110m.json';
import content from '@/content/member-states.json';
import {
  ARABIC_COUNTRY_NAMES,
  MEMBER_COUNTRIES,
  countrySlug,
  englishCountryName,
  findMemberCountry,
} from './countries';

const shapes = world.objects.countries.geometries as {
  id?: string;
  properties: { name: string };
}[];

describe('the fixed member-country table', () => {
  it('has the 22 member states of spec §1, each once', () => {
    expect(MEMBER_COUNTRIES.map((c) => c.iso2).sort()).toEqual(
      [
        'jo',
        'eg',
        'ma',
        'tn',
        'dz',
        'ly',
        'sd',
        'ps',
        'lb',
        'sy',
        'iq',
        'ye',
        'om',
        'sa',
        'pk',
        'ir',
        'tr',
        'bd',
        'id',
        'my',
        'ng',
        'sn',
      ].sort(),
    );
  });

  it('matches every member to a world-atlas shape by ISO numeric code', () => {
    for (const country of MEMBER_COUNTRIES) {
      expect([country.iso2, shapes.some((shape) => shape.id === country.numeric)]).toEqual([
        country.iso2,
        true,
      ]);
    }
  });

  it('places every marker on the globe', () => {
    for (const { coordinates } of MEMBER_COUNTRIES) {
      const [lon, lat] = coordinates;
      expect(Math.abs(lon)).toBeLessThanOrEqual(180);
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
    }
  });

  it('finds every member of the built-in content by its code and by its id', () => {
    for (const m of content.members) {
      const id = countrySlug(m.name_en);
      expect(findMemberCountry({ id, code: m.iso2 })?.iso2).toBe(m.iso2);
      expect(findMemberCountry({ id, code: null })?.iso2).toBe(m.iso2);
    }
  });

  it('finds a member by an alias of its English name', () => {
    expect(findMemberCountry({ id: countrySlug('Turkey'), code: null })?.iso2).toBe('tr');
    expect(findMemberCountry({ id: countrySlug('Syrian Arab Republic'), code: null })?.iso2).toBe(
      'sy',
    );
  });
});

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
