/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/i18n/locales';
import { COUNTRY_CODES, countryOptions, isCountryCode } from './countries';

/** The OIC's 57 member states (https://www.oic-oci.org/states/). */
const OIC =
  'AE AF AL AZ BD BF BH BJ BN CI CM DJ DZ EG GA GM GN GW GY ID IQ IR JO KG KM KW KZ LB LY MA ' +
  'ML MR MV MY MZ NE NG OM PK PS QA SA SD SL SN SO SR SY TD TG TJ TM TN TR UG UZ YE';

interface Member {
  iso2: string;
  name: Record<string, string>;
}
const members = (
  JSON.parse(readFileSync(path.join(__dirname, '../../content/member-states.json'), 'utf8')) as {
    members: Member[];
  }
).members;

/**
 * Where the form writes a member's short name though the member pages write its long one: the
 * Arabic review of 2026-12-06 (L11) asks the lists to write «عُمان», filed under ع, not «سلطنة
 * عُمان» under س. The form already does; the member pages follow when the editors apply L11.
 */
const SHORT_NAMES: Record<string, Record<string, string>> = { ar: { OM: 'عُمان' } };

describe('the states the forms list', () => {
  it('are the 193 UN member states and the two observer states, and nothing else', () => {
    expect(COUNTRY_CODES).toHaveLength(195);
    expect(new Set(COUNTRY_CODES).size).toBe(195);
    for (const code of ['JO', 'IR', 'FR', 'PS', 'VA', 'SS', 'ZW'])
      expect(isCountryCode(code)).toBe(true);
    // Territories, dependencies, Antarctica, places whose status states dispute, and non-codes.
    for (const code of [
      'AQ',
      'BV',
      'AX',
      'HK',
      'TW',
      'EH',
      'XK',
      'PR',
      'GL',
      'MQ',
      'EU',
      'jo',
      'JOR',
      '',
    ])
      expect(isCountryCode(code)).toBe(false);
    for (const code of OIC.split(' ')) expect(isCountryCode(code)).toBe(true);
  });

  it.each(LOCALES)('names every member state in %s as the member pages do', (locale) => {
    const named = new Map(countryOptions(locale).map(({ code, name }) => [code, name]));
    const differing = members.flatMap(({ iso2, name }) => {
      const code = iso2.toUpperCase();
      const want = SHORT_NAMES[locale]?.[code] ?? name[locale];
      return named.get(code) === want ? [] : [`${code}: «${named.get(code)}», pages «${want}»`];
    });
    expect(differing).toEqual([]);
  });

  it.each(LOCALES)(
    'gives every state a name of its own in %s, never blank or a bare code',
    (locale) => {
      const options = countryOptions(locale);
      expect(options.map(({ code }) => code).sort()).toEqual([...COUNTRY_CODES].sort());
      const unnamed = options.filter(({ code, name }) => name.trim() === '' || name === code);
      expect(unnamed).toEqual([]);
      // A select whose two options read alike cannot be answered.
      expect(new Set(options.map(({ name }) => name)).size).toBe(options.length);
    },
  );

  it('writes the glossary’s French names and no menu form of CLDR’s', () => {
    const french = new Map(countryOptions('fr').map(({ code, name }) => [code, name]));
    expect([french.get('IQ'), french.get('NG'), french.get('TR')]).toEqual([
      'Iraq',
      'Nigéria',
      'Türkiye',
    ]);
    expect(french.get('VA')).toBe('Saint-Siège');
    for (const locale of LOCALES) {
      const odd = countryOptions(locale).filter(({ name }) =>
        /(?:Congo|كونغو|کنگو) - |&|افریقا|Territ|الأراضي|سرزمین/.test(name),
      );
      expect(odd).toEqual([]);
    }
  });

  it('sorts each list as its language sorts', () => {
    const names = countryOptions('fr').map((option) => option.name);
    // É sorts with E, between D and F, not after Z as its code point would.
    expect(names.indexOf('Égypte')).toBeGreaterThan(names.indexOf('Danemark'));
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Émirats arabes unis'));
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Finlande'));
    // The United Nations' French names, not CLDR's short forms (the French read of 2026-12-06).
    expect(names).toEqual(expect.arrayContaining(['Libéria', 'Bélarus', 'El Salvador']));
    expect(names).not.toContain('Liberia');
    // «Türkiye» after «Tunisie» (the French review's M3).
    expect(names.indexOf('Türkiye')).toBe(names.indexOf('Tunisie') + 1);
    expect(names[0]).toBe('Afghanistan');
    const arabic = countryOptions('ar').map((option) => option.name);
    expect(arabic.indexOf('عُمان')).toBeGreaterThan(arabic.indexOf('طاجيكستان'));
    expect(arabic.indexOf('عُمان')).toBeLessThan(arabic.indexOf('غانا'));
    expect(arabic).toContain('كوت ديفوار');
    expect(arabic).not.toContain('ساحل العاج');
    // «آيسلندا» among the «إي/أي» names, not before every alef.
    expect(arabic.indexOf('آيسلندا')).toBe(arabic.indexOf('أيرلندا') + 1);
    // Filed without the article: «الأردن» among the «أ», Indonesia before Yemen.
    expect(arabic.indexOf('الأردن')).toBeLessThan(arabic.indexOf('إندونيسيا'));
    expect(arabic.indexOf('إندونيسيا')).toBeLessThan(arabic.indexOf('اليمن'));
    expect(arabic.at(-1)).toBe('اليونان');
    const persian = countryOptions('fa').map((option) => option.name);
    expect(persian[0]).toBe('آرژانتین');
    expect(persian.indexOf('آفریقای جنوبی')).toBeLessThan(persian.indexOf('آلبانی'));
  });
});
