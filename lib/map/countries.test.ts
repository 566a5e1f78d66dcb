/** @jest-environment node */
import world from 'world-atlas/countries-110m.json';
import content from '@/content/member-states.json';
import { countrySlug } from '@/lib/member-names';
import { MEMBER_COUNTRIES, findMemberCountry } from './countries';

const shapes = world.objects.countries.geometries as {
  id?: string;
  properties: { name: string };
}[];

describe('the fixed member-country table', () => {
  it('has the 22 member states of the network, each once', () => {
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
