import { dateTimeFormat, listFormat, numberFormat } from './intl';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same language and options, another for other ones', () => {
    const day = dateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe(day);
    expect(dateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' })).not.toBe(
      day,
    );
    expect(dateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' })).not.toBe(
      day,
    );
    expect(day.format(new Date(Date.UTC(2026, 10, 26)))).toBe('26 novembre');
    expect(numberFormat('en-GB')).toBe(numberFormat('en-GB'));
    expect(listFormat('en-GB', { type: 'conjunction' }).format(['a', 'b'])).toBe('a and b');
  });

  it('keeps nothing for a time zone Intl refuses, and throws as Intl does', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(dateTimeFormat('en', { timeZone: 'Asia/Amman' }).resolvedOptions().timeZone).toBe(
      'Asia/Amman',
    );
  });

  it('stays bounded whatever it is asked for', () => {
    const first = numberFormat('en-GB', { minimumFractionDigits: 0 });
    for (let integers = 1; integers <= 21; integers += 1) {
      for (let digits = 0; digits <= 20; digits += 1) {
        for (const tag of ['en-GB', 'fr-FR']) {
          numberFormat(tag, { minimumIntegerDigits: integers, maximumFractionDigits: digits });
        }
      }
    }
    // 882 more option sets, then the first again: the cache was emptied once on the way.
    expect(numberFormat('en-GB', { minimumFractionDigits: 0 })).not.toBe(first);
  });
});
