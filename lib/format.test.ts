/** @jest-environment node */
import {
  fileFormat,
  formatActionDate,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatFacts,
  formatList,
  formatSameDay,
  formatPlace,
  formatTimeZone,
  formatYear,
  isolateLtr,
  closeLatinRun,
} from './format';

describe('locale-formatted dates', () => {
  it('shows day, short month and year in each language', () => {
    expect(formatDate('2026-12-10', 'en', 'short')).toBe('10 Dec 2026');
    expect(formatDate('2026-12-10', 'fr', 'short')).toBe('10\u00a0déc.\u00a02026');
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
      'پنجشنبه ۱۴ آبان ۱۴۰۵ (۵ نوامبر ۲۰۲۶)، ساعت ۱۲:۳۰',
    );
  });

  it('writes the day once for an event that starts and ends on it', () => {
    const [from, to] = ['2026-03-10T14:00:00+03:00', '2026-03-10T16:30:00+03:00'];
    expect(formatSameDay(from, to, 'fr', 'Asia/Amman')).toEqual({
      day: 'mardi 10\u00a0mars\u00a02026',
      start: '14\u00a0h',
      end: '16\u00a0h\u00a030',
    });
    expect(formatSameDay(from, to, 'fa', 'Asia/Amman')).toEqual({
      day: 'سه‌شنبه ۱۹ اسفند ۱۴۰۴ (۱۰ مارس ۲۰۲۶)',
      start: '۱۴:۰۰',
      end: '۱۶:۳۰',
    });
    expect(formatSameDay(from, to, 'ar', 'Asia/Amman')?.day).toBe('الثلاثاء، 10 آذار 2026');
    expect(formatSameDay(from, to, 'en', 'Asia/Amman')?.start).toBe('14:00');
    // Another day, or the same hours on two days at the venue: two whole dates.
    expect(formatSameDay(from, '2026-03-11T09:00:00+03:00', 'fr', 'Asia/Amman')).toBeNull();
    expect(
      formatSameDay('2026-03-10T23:00:00+03:00', '2026-03-11T01:00:00+03:00', 'en', 'Asia/Amman'),
    ).toBeNull();
  });

  it('never shifts a calendar day across time zones', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('1 January 2026');
  });

  it('gives event times in the venue time zone', () => {
    expect(formatDateTime('2026-12-10T09:00:00+03:00', 'en', 'Asia/Amman')).toContain('09:00');
    expect(formatDateTime('2026-12-10T09:00:00+02:00', 'en', 'Africa/Cairo')).toContain('09:00');
  });

  it('writes the first day of a month as French does: «1er mars», in every date format', () => {
    expect(formatDate('2025-03-01', 'fr')).toBe('1er\u00a0mars\u00a02025');
    expect(formatDate('2025-03-01', 'fr', 'short')).toBe('1er\u00a0mars\u00a02025');
    expect(formatDate('2025-03-11', 'fr')).toBe('11\u00a0mars\u00a02025');
    expect(formatDate('2025-03-21', 'fr')).toBe('21\u00a0mars\u00a02025');
    expect(formatActionDate('2026-12-01', 'fr')).toBe('1er\u00a0décembre\u00a02026');
    expect(formatDateTime('2026-03-01T09:00:00+03:00', 'fr', 'Asia/Amman')).toBe(
      'dimanche 1er\u00a0mars\u00a02026 à 9\u00a0h',
    );
    expect(formatDate('2025-03-01', 'en')).toBe('1 March 2025');
  });

  it('ties a French date’s day, month and year with no-break spaces, and only a French one', () => {
    const long = formatDateTime('2026-12-24T08:30:00+03:00', 'fr', 'Asia/Amman')!;
    // The weekday and «à» may start a line; the date itself never breaks.
    expect(long).toBe('jeudi 24\u00a0décembre\u00a02026 à 8\u00a0h\u00a030');
    expect(formatDate('2026-12-24', 'en', 'short')).toBe('24 Dec 2026');
    expect(formatDate('2026-12-24', 'ar')).toBe('24 كانون الأول 2026');
  });

  it('spells a Gregorian month one way in every Persian gloss, short or long', () => {
    expect(formatActionDate('2027-01-20', 'fa')).toBe('۳۰ دی ۱۴۰۵ (۲۰ ژانویه ۲۰۲۷)');
    expect(formatActionDate('2027-01-20', 'fa', 'short')).toBe('۳۰ دی ۱۴۰۵ (۲۰ ژانویه ۲۰۲۷)');
    expect(formatDateTime('2027-01-20T09:00:00+03:30', 'fa', 'Asia/Tehran')).toContain(
      '(۲۰ ژانویه ۲۰۲۷)',
    );
  });

  it('returns null for missing or invalid dates', () => {
    expect(formatDate(null, 'en')).toBeNull();
    expect(formatDate('not a date', 'ar')).toBeNull();
  });
});

describe('times of day as each language writes them', () => {
  it('writes French times «8 h 30» and «17 h», never Intl’s «08:30»', () => {
    // Intl's fr pattern is HH:mm; French typography (Imprimerie nationale) writes 8 h 30.
    expect(formatDateTime('2026-12-10T08:30:00+03:00', 'fr', 'Asia/Amman')).toBe(
      'jeudi 10\u00a0décembre\u00a02026 à 8\u00a0h\u00a030',
    );
    expect(formatDateTime('2026-12-10T17:00:00+03:00', 'fr', 'Asia/Amman')).toBe(
      'jeudi 10\u00a0décembre\u00a02026 à 17\u00a0h',
    );
    expect(formatDateTime('2026-12-10T08:05:00+03:00', 'fr', 'Asia/Amman')).toMatch(
      / 8\u00a0h\u00a005$/,
    );
  });

  it('keeps Intl’s own clock elsewhere, in the digits of the rest of the site', () => {
    expect(formatDateTime('2026-12-10T08:30:00+03:00', 'en', 'Asia/Amman')).toBe(
      'Thursday, 10 December 2026 at 08:30',
    );
    expect(formatDateTime('2026-12-10T08:30:00+03:00', 'ar', 'Asia/Amman')).toBe(
      'الخميس، 10 كانون الأول 2026 في 8:30 ص',
    );
    expect(formatDateTime('2026-12-10T08:30:00+03:00', 'fa', 'Asia/Amman')).toContain('ساعت ۸:۳۰');
  });
});

describe('time zones as a reader names them', () => {
  const june = '2026-06-23T09:00:00+01:00';

  it('names the city in the reader’s language, with the offset of that day', () => {
    expect(formatTimeZone('Asia/Amman', june, 'fr')).toBe('heure d’Amman (UTC+3)');
    expect(formatTimeZone('Africa/Cairo', june, 'fr')).toBe('heure du Caire (UTC+3)');
    expect(formatTimeZone('Asia/Muscat', june, 'fr')).toBe('heure de Mascate (UTC+4)');
    expect(formatTimeZone('Africa/Casablanca', june, 'fr')).toBe('heure de Rabat (UTC+1)');
    expect(formatTimeZone('Asia/Amman', june, 'en')).toBe('Amman time (GMT+3)');
    expect(formatTimeZone('Asia/Amman', june, 'ar')).toBe('توقيت عمّان (غرينتش+3)');
    expect(formatTimeZone('Asia/Muscat', june, 'fa')).toBe('وقت مسقط (\u200e+۴ گرینویچ)');
  });

  it('never names Cairo «Eastern European Time», as ICU’s generic name does', () => {
    expect(formatTimeZone('Africa/Cairo', june, 'ar')).toBe('توقيت القاهرة (غرينتش+3)');
  });

  it('takes the offset on the day itself: Cairo keeps summer time, winter is UTC+2', () => {
    expect(formatTimeZone('Africa/Cairo', '2026-01-15T09:00:00+02:00', 'fr')).toBe(
      'heure du Caire (UTC+2)',
    );
  });

  it('writes a zone it cannot name as its offset, never as an IANA identifier', () => {
    expect(formatTimeZone('Asia/Tehran', june, 'fr')).toBe('UTC+3:30');
    expect(formatTimeZone('Asia/Tehran', june, 'en')).not.toMatch(/Asia|Tehran/);
    expect(formatTimeZone(null, june, 'en')).toBeNull();
    expect(formatTimeZone('Mars/Olympus', june, 'en')).toBeNull();
  });
});

describe('text helpers', () => {
  it('writes a venue and its city with the language’s own comma', () => {
    expect(formatPlace(['INWRDAM Training Centre', 'Amman'], 'en')).toBe(
      'INWRDAM Training Centre, Amman',
    );
    expect(formatPlace(['مركز التدريب التابع للشبكة', 'عمّان'], 'ar')).toBe(
      'مركز التدريب التابع للشبكة، عمّان',
    );
    expect(formatPlace(['مرکز آموزش شبکه', 'امان'], 'fa')).toBe('مرکز آموزش شبکه، امان');
    expect(formatPlace([null, 'Amman', ' '], 'fr')).toBe('Amman');
    // An online event's city says again what its venue says: written once.
    expect(formatPlace(['En ligne (visioconférence)', 'En ligne'], 'fr')).toBe(
      'En ligne (visioconférence)',
    );
    expect(formatPlace(['Online (videoconference)', 'online'], 'en')).toBe(
      'Online (videoconference)',
    );
    expect(formatPlace([null, undefined], 'fr')).toBeNull();
  });

  it('ties each dash between facts to the fact before it', () => {
    expect(formatFacts(['Regional Water Review', null, '8\u00a0avr.\u00a02025'])).toBe(
      'Regional Water Review\u00a0— 8\u00a0avr.\u00a02025',
    );
    expect(formatFacts([null, ''])).toBe('');
  });

  it('joins lists the way each language does', () => {
    expect(formatList(['Jordan', 'Egypt', 'Morocco'], 'en')).toBe('Jordan, Egypt and Morocco');
    expect(formatList(['الأردن', 'مصر'], 'ar')).toBe('الأردن ومصر');
    // Arabic repeats «و» before every item after the first, with no comma (read 2026-11-28).
    expect(formatList(['الأردن', 'مصر', 'المغرب'], 'ar')).toBe('الأردن ومصر والمغرب');
    // ICU writes «اردن،‏ مصر، و مراکش»; Persian has no comma before the last «و».
    expect(formatList(['اردن', 'مصر', 'مراکش'], 'fa')).toBe('اردن،\u200f مصر و مراکش');
    expect(formatList(['اردن', 'مصر'], 'fa')).toBe('اردن و مصر');
    // French: no comma before « et ».
    expect(formatList(['Jordanie', 'Égypte', 'Maroc'], 'fr')).toBe('Jordanie, Égypte et Maroc');
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

/**
 * The Solar Hijri New Year and the last day of the year, leap (30 Esfand) and common (29 Esfand),
 * pinned so that a change in Node's ICU data fails here rather than in a reader's date.
 */
describe('Solar Hijri dates', () => {
  it.each([
    ['2021-03-20', '۳۰ اسفند ۱۳۹۹'],
    ['2021-03-21', '۱ فروردین ۱۴۰۰'],
    ['2024-03-19', '۲۹ اسفند ۱۴۰۲'],
    ['2024-03-20', '۱ فروردین ۱۴۰۳'],
    ['2025-03-20', '۳۰ اسفند ۱۴۰۳'],
    ['2025-03-21', '۱ فروردین ۱۴۰۴'],
    ['2026-03-20', '۲۹ اسفند ۱۴۰۴'],
    ['2026-03-21', '۱ فروردین ۱۴۰۵'],
    ['2028-03-19', '۲۹ اسفند ۱۴۰۶'],
    ['2028-03-20', '۱ فروردین ۱۴۰۷'],
    ['2029-03-19', '۲۹ اسفند ۱۴۰۷'],
    ['2029-03-20', '۱ فروردین ۱۴۰۸'],
  ])('%s is %s', (day, solarHijri) => {
    expect(formatDate(day, 'fa')).toBe(solarHijri);
  });
});

describe('timestamps in the site time zone, whatever the server’s', () => {
  const instant = '2026-03-20T21:00:00Z';
  afterEach(() => {
    delete process.env.SITE_TIME_ZONE;
  });

  it('writes an instant on the day it is in Amman by default', () => {
    // 21:00 UTC is already midnight, 21 March, in Amman (UTC+3): the New Year in Persian.
    expect(formatDate(instant, 'fa')).toBe('۱ فروردین ۱۴۰۵');
    expect(formatDate(instant, 'en')).toBe('21 March 2026');
    expect(formatActionDate(instant, 'fa')).toBe('۱ فروردین ۱۴۰۵ (۲۱ مارس ۲۰۲۶)');
  });

  it('follows SITE_TIME_ZONE, never the process’s own zone', () => {
    process.env.SITE_TIME_ZONE = 'UTC';
    expect(formatDate(instant, 'fa')).toBe('۲۹ اسفند ۱۴۰۴');
    process.env.SITE_TIME_ZONE = 'Asia/Tehran';
    expect(formatDate(instant, 'fa')).toBe('۱ فروردین ۱۴۰۵');
  });

  it('keeps the default zone when SITE_TIME_ZONE names no zone', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    process.env.SITE_TIME_ZONE = 'Mars/Olympus';
    expect(formatDate(instant, 'en')).toBe('21 March 2026');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('gives an event without a venue zone the site’s time', () => {
    expect(formatDateTime('2026-12-10T06:00:00Z', 'en', null)).toContain('09:00');
  });
});

describe('a download’s size and format, as its link shows them', () => {
  it('gives megabytes from one million bytes, kilobytes below, never less than 1 kB', () => {
    expect(formatFileSize(2_400_000, 'en')).toBe('2.4 MB');
    expect(formatFileSize(1_000_000, 'en')).toBe('1 MB');
    expect(formatFileSize(180_000, 'en')).toBe('180 kB');
    expect(formatFileSize(300, 'en')).toBe('1 kB');
  });

  it('keeps one decimal under 10 and none from 10 up', () => {
    expect(formatFileSize(9_500, 'en')).toBe('9.5 kB');
    expect(formatFileSize(10_500, 'en')).toBe('11 kB');
    expect(formatFileSize(12_600_000, 'en')).toBe('13 MB');
  });

  it('writes the size in the reader’s language and digits', () => {
    expect(formatFileSize(2_400_000, 'fa')).toBe('۲٫۴ مگابایت');
    // The unit's word, as the forms' hints write it («بحد أقصى 10 ميغابايت»).
    expect(formatFileSize(2_400_000, 'ar')).toBe('2.4 ميغابايت');
    expect(formatFileSize(180_000, 'ar')).toBe('180 كيلوبايت');
    expect(formatFileSize(2_400_000, 'fr')).toMatch(/^2,4[\u00a0\u202f]Mo$/);
    expect(formatFileSize(180_000, 'fr')).toMatch(/^180[\u00a0\u202f]ko$/);
    // Never «1 000 ko»: what rounds to a thousand kilobytes is a megabyte (French read, 2026-11-28).
    expect(formatFileSize(999_700, 'fr')).toMatch(/^1[\u00a0\u202f]Mo$/);
    expect(formatFileSize(999_400, 'en')).toBe('999 kB');
    expect(formatFileSize(999_500, 'en')).toBe('1 MB');
  });

  it('reads the format from the file’s own name, not its query or fragment', () => {
    expect(fileFormat('/docs/report.PDF')).toBe('PDF');
    expect(fileFormat('/docs/brief.docx?download=1.zip')).toBe('DOCX');
    expect(fileFormat('/docs/atlas.pdf#page=2')).toBe('PDF');
    expect(fileFormat('/docs/archive.7z')).toBe('7Z');
    expect(fileFormat('/docs/no-extension')).toBeNull();
    expect(fileFormat('/docs/file.toolongext')).toBeNull();
  });
});

describe('Latin runs in right-to-left lines the code writes', () => {
  it('closes a Latin run before the separator with a right-to-left mark, in Arabic and Persian', () => {
    expect(formatPlace(['INWRDAM', 'امان'], 'fa')).toBe('INWRDAM\u200f، امان');
    expect(formatPlace(['مرکز آموزش', 'امان'], 'fa')).toBe('مرکز آموزش، امان');
    // ICU's Persian comma carries a mark after it already («،\u200f »).
    expect(formatList(['FAO', 'UNESCO', 'IWMI'], 'fa')).toBe(
      'FAO\u200f،\u200f UNESCO\u200f و IWMI',
    );
    expect(formatList(['FAO', 'الأردن'], 'ar')).toBe('FAO\u200f والأردن');
    expect(closeLatinRun('COP30', 'ar')).toBe('COP30\u200f');
    expect(closeLatinRun('مؤتمر 30', 'ar')).toBe('مؤتمر 30');
    // Only a run that ends the part: a Latin word inside Arabic text needs no mark after the text.
    expect(closeLatinRun('مؤتمر COP30 في عمّان', 'ar')).toBe('مؤتمر COP30 في عمّان');
    // Nothing follows the last part, so it is never closed.
    expect(formatPlace(['مرکز آموزش', 'INWRDAM'], 'fa')).toBe('مرکز آموزش، INWRDAM');
    expect(formatList(['الأردن', 'FAO'], 'ar')).toBe('الأردن وFAO');
  });

  it('leaves left-to-right languages as they are', () => {
    expect(formatPlace(['INWRDAM', 'Amman'], 'fr')).toBe('INWRDAM, Amman');
    expect(formatList(['FAO', 'UNESCO', 'IWMI'], 'en')).toBe('FAO, UNESCO and IWMI');
    expect(closeLatinRun('PDF', 'en')).toBe('PDF');
  });
});
