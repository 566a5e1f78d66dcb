/** @jest-environment node */
import { deadlineInstant, deadlineTimestamp, isOpen } from './deadlines';

describe('isOpen (not flagged expired and the deadline in the future)', () => {
  const day = '2026-06-01';
  // A calendar-day deadline runs to the end of that day in Amman (UTC+3): 20:59:59 UTC.
  const end = Date.parse('2026-06-01T20:59:59Z');

  it('is open until the last second of the deadline day in Amman, and closed after it', () => {
    expect(deadlineInstant(day)).toBe(end);
    expect(isOpen({ isExpired: false, deadline: day }, end - 1)).toBe(true);
    expect(isOpen({ isExpired: false, deadline: day }, end)).toBe(false);
    expect(isOpen({ isExpired: false, deadline: day }, end + 1)).toBe(false);
    expect(isOpen({ isExpired: false, deadline: day }, Date.parse('2026-05-01T00:00:00Z'))).toBe(
      true,
    );
  });

  it('takes a full timestamp as it is', () => {
    const deadline = '2026-06-01T12:00:00+02:00';
    expect(isOpen({ isExpired: false, deadline }, Date.parse('2026-06-01T09:59:59Z'))).toBe(true);
    expect(isOpen({ isExpired: false, deadline }, Date.parse('2026-06-01T10:00:00Z'))).toBe(false);
  });

  it('is closed when flagged expired, even before the deadline', () => {
    expect(isOpen({ isExpired: true, deadline: day }, end - 86_400_000)).toBe(false);
  });

  it('is closed without a readable deadline', () => {
    expect(isOpen({ isExpired: false, deadline: null }, 0)).toBe(false);
    expect(isOpen({ isExpired: false, deadline: 'soon' }, 0)).toBe(false);
  });
});

describe('a calendar-day deadline', () => {
  afterEach(() => {
    delete process.env.SITE_TIME_ZONE;
  });

  it('ends at the last second of that day in the site’s time zone', () => {
    expect(deadlineTimestamp('2026-12-20')).toBe('2026-12-20T23:59:59+03:00');
    process.env.SITE_TIME_ZONE = 'Europe/Paris';
    expect(deadlineTimestamp('2026-12-20')).toBe('2026-12-20T23:59:59+01:00');
    expect(deadlineTimestamp('2026-07-20')).toBe('2026-07-20T23:59:59+02:00');
  });

  it('keeps a full timestamp as it is', () => {
    expect(deadlineTimestamp('2026-12-20T12:00:00Z')).toBe('2026-12-20T12:00:00Z');
  });
});
