import { COUNTRY_CODES, countryOptions, isCountryCode } from './countries';

describe('the country a proposal comes from', () => {
  it('accepts the 249 ISO 3166-1 countries and territories, and nothing else', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    for (const code of ['JO', 'IR', 'FR', 'PS', 'AX', 'ZW']) expect(isCountryCode(code)).toBe(true);
    for (const code of ['XK', 'EU', 'jo', 'JOR', '']) expect(isCountryCode(code)).toBe(false);
  });

  it('names every country in the reader’s language, sorted as that language sorts', () => {
    const french = countryOptions('fr');
    expect(french).toHaveLength(249);
    expect(french.find((option) => option.code === 'DE')?.name).toBe('Allemagne');
    // É sorts with E, between D and F, not after Z as its code point would.
    const names = french.map((option) => option.name);
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Émirats arabes unis'));
    expect(names.indexOf('Égypte')).toBeGreaterThan(names.indexOf('Danemark'));
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Finlande'));
    expect(names[0]).toBe('Afghanistan');

    const arabic = countryOptions('ar');
    expect(arabic.find((option) => option.code === 'JO')?.name).toBe('الأردن');
  });
});
