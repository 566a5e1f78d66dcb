/** @jest-environment node */
import { isDateOnly, parseDate } from './dates';

describe('provider dates', () => {
  it('takes a calendar day as UTC midnight of that day', () => {
    expect(isDateOnly('2026-11-05')).toBe(true);
    expect(parseDate('2026-11-05')?.toISOString()).toBe('2026-11-05T00:00:00.000Z');
  });

  it('keeps a timestamp as the instant it names', () => {
    expect(isDateOnly('2026-11-05T10:00:00+03:00')).toBe(false);
    expect(parseDate('2026-11-05T10:00:00+03:00')?.toISOString()).toBe('2026-11-05T07:00:00.000Z');
  });

  it('refuses what is not a date', () => {
    expect(parseDate('soon')).toBeNull();
    expect(parseDate('2026-13-45')).toBeNull();
  });
});
