/** @jest-environment node */
import { formatDate, formatPressDate } from './format';

/**
 * The site spec names `en-US` outside Arabic and `ar-SA` in Arabic for these dates. That wrote
 * English months on French pages («Sep 14, 2026») and Egyptian month names («سبتمبر») in the
 * Arabic header beside the Levantine ones («أيلول») of the same item on the Media page (the
 * French and Arabic reviews, M8). Each language now has one month system: its own tag's
 * (docs/sharing.md, "Dates").
 */
describe('press dates in the menu', () => {
  it('writes the short month of the reader’s own language', () => {
    expect(formatPressDate('2026-09-14', 'en')).toBe('14 Sept 2026');
    expect(formatPressDate('2026-09-14', 'fr')).toBe('14\u00a0sept.\u00a02026');
    expect(formatPressDate('2026-09-14', 'fa')).toBe('۲۳ شهریور ۱۴۰۵');
  });

  it('uses the Levantine month names in Arabic, as every other Arabic date does', () => {
    expect(formatPressDate('2026-09-14', 'ar')).toBe('14 أيلول 2026');
    expect(formatPressDate('2026-09-14', 'ar')).toBe(formatDate('2026-09-14', 'ar', 'short'));
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatPressDate(null, 'en')).toBeNull();
    expect(formatPressDate('soon', 'ar')).toBeNull();
  });
});
