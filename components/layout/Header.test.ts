/** @jest-environment node */
import { formatPressDate, isWebAddress } from './Header';

jest.mock('./SiteHeader', () => () => null);

describe('press dates in the menu', () => {
  it('uses en-US with a short month outside Arabic', () => {
    expect(formatPressDate('2026-09-14', 'en')).toBe('Sep 14, 2026');
    expect(formatPressDate('2026-09-14', 'fr')).toBe('Sep 14, 2026');
  });

  it('uses ar-SA in Arabic, pinned to the Gregorian calendar', () => {
    const formatted = formatPressDate('2026-09-14', 'ar');
    expect(formatted).toContain('2026');
    expect(formatted).toContain('سبتمبر');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatPressDate(null, 'en')).toBeNull();
    expect(formatPressDate('soon', 'ar')).toBeNull();
  });
});

describe('social links in the top bar', () => {
  it('shows only networks with a real address', () => {
    expect(isWebAddress('https://www.facebook.com/inwrdam')).toBe(true);
    expect(isWebAddress('http://x.com/inwrdam')).toBe(true);
  });

  it("leaves out the provider's '#' placeholder and anything a new tab cannot open", () => {
    for (const href of ['#', '', null, undefined, 'javascript:alert(1)', '/local', 'https://']) {
      expect(isWebAddress(href)).toBe(false);
    }
  });
});
