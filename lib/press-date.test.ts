/** @jest-environment node */
import { formatPressDate } from './format';

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
