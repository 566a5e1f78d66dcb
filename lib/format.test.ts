/** @jest-environment node */
import {
  formatActionDate,
  formatDate,
  formatDateTime,
  formatList,
  formatYear,
  isolateLtr,
} from './format';

describe('locale-formatted dates', () => {
  it('shows day, short month and year in each language', () => {
    expect(formatDate('2026-12-10', 'en', 'short')).toBe('10 Dec 2026');
    expect(formatDate('2026-12-10', 'fr', 'short')).toBe('10 déc. 2026');
    // Arabic: Jordan's month names with Western digits, like the content around it.
    expect(formatDate('2026-12-10', 'ar', 'long')).toBe('10 كانون الأول 2026');
    // Persian: Persian digits, Solar Hijri calendar (19 Azar 1405).
    expect(formatDate('2026-12-10', 'fa', 'long')).toBe('۱۹ آذر ۱۴۰۵');
  });

  it('keeps the Gregorian calendar in Arabic', () => {
    expect(formatDate('2026-03-20', 'ar')).toBe('20 آذار 2026');
  });

  it('gives a Persian reader the Gregorian date beside a date to act on', () => {
    expect(formatActionDate('2026-12-05', 'fa')).toBe('۱۴ آذر ۱۴۰۵ (۵ دسامبر ۲۰۲۶)');
    expect(formatActionDate('2026-12-05', 'en')).toBe('5 December 2026');
    expect(formatActionDate('2026-12-05', 'ar')).toBe('5 كانون الأول 2026');
    expect(formatActionDate(null, 'fa')).toBeNull();
  });

  it('dates a Persian event in the Solar Hijri calendar, in the word order of the language', () => {
    expect(formatDateTime('2026-11-05T12:30:00+03:00', 'fa', 'Asia/Amman')).toBe(
      'پنجشنبه ۱۴ آبان ۱۴۰۵ ساعت ۱۲:۳۰ (۵ نوامبر ۲۰۲۶)',
    );
  });

  it('never shifts a calendar day across time zones', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('1 January 2026');
  });

  it('gives event times in the venue time zone', () => {
    expect(formatDateTime('2026-12-10T09:00:00+03:00', 'en', 'Asia/Amman')).toContain('09:00');
    expect(formatDateTime('2026-12-10T09:00:00+02:00', 'en', 'Africa/Cairo')).toContain('09:00');
  });

  it('returns null for missing or invalid dates', () => {
    expect(formatDate(null, 'en')).toBeNull();
    expect(formatDate('not a date', 'ar')).toBeNull();
  });
});

describe('text helpers', () => {
  it('joins lists the way each language does', () => {
    expect(formatList(['Jordan', 'Egypt', 'Morocco'], 'en')).toBe('Jordan, Egypt and Morocco');
    expect(formatList(['الأردن', 'مصر'], 'ar')).toBe('الأردن ومصر');
  });

  it('writes a year ungrouped, in the language’s digits', () => {
    expect(formatYear(1987, 'en')).toBe('1987');
    expect(formatYear(1987, 'fr')).toBe('1987');
    expect(formatYear(1987, 'ar')).toBe('1987');
    expect(formatYear(1987, 'fa')).toBe('۱۹۸۷');
  });

  it('isolates left-to-right runs for right-to-left text', () => {
    expect(isolateLtr('+962 6')).toBe('\u2066+962 6\u2069');
  });
});
