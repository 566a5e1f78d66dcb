import { isDateOnly, parseDate } from '@/lib/dates';
import { LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import { dateTimeFormat, listFormat, numberFormat } from '@/lib/intl';
import { siteTimeZone } from '@/lib/time-zone';

/**
 * A date-only string (`YYYY-MM-DD`) is a calendar day: formatted in UTC so it never shifts. A
 * timestamp is an instant: formatted in the site's time zone (lib/time-zone.ts), never the
 * process's, so every instance writes the same day.
 */
function parse(value: string): { date: Date; zone: string } | null {
  const date = parseDate(value);
  if (!date) return null;
  return { date, zone: isDateOnly(value) ? 'UTC' : siteTimeZone() };
}

/** The formatter's parts as the language writes them: «1er mars» in French, not «1 mars». */
function written(parts: Intl.DateTimeFormatPart[], locale: Locale): string {
  const first = LOCALE_RECORDS[locale].firstOfMonth;
  return parts
    .map((part) => (first && part.type === 'day' && part.value === '1' ? first : part.value))
    .join('');
}

/**
 * Day, month and year in the reader's language and calendar (news, stories, publications): the
 * Solar Hijri calendar in Persian, the Gregorian elsewhere (lib/i18n/locales.ts). Formatted on the
 * server only: client islands receive the string, so the browser's own ICU data cannot make the
 * hydrated page differ from the server's.
 */
export function formatDate(
  value: string | null | undefined,
  locale: Locale,
  style: 'short' | 'long' = 'long',
): string | null {
  if (!value) return null;
  const parsed = parse(value);
  if (!parsed) return null;
  const parts = dayFormat(LOCALE_RECORDS[locale].intl, style, parsed.zone).formatToParts(
    parsed.date,
  );
  return written(parts, locale);
}

function dayFormat(tag: string, style: 'short' | 'long', timeZone: string) {
  return dateTimeFormat(tag, {
    day: 'numeric',
    month: style === 'short' ? 'short' : 'long',
    year: 'numeric',
    timeZone,
  });
}

/**
 * A date the reader must act on (a tender's or vacancy's deadline, an event's day): in Persian,
 * the Solar Hijri date with the Gregorian one beside it, since the network, its partners and
 * other countries' applicants keep the Gregorian calendar ("۱۴ آذر ۱۴۰۵ (۵ دسامبر ۲۰۲۶)").
 */
export function formatActionDate(
  value: string | null | undefined,
  locale: Locale,
  style: 'short' | 'long' = 'long',
): string | null {
  const own = formatDate(value, locale, style);
  const gregorian = LOCALE_RECORDS[locale].gregorianIntl;
  if (!own || !gregorian || !value) return own;
  const parsed = parse(value)!;
  return `${own} (${dayFormat(gregorian, style, parsed.zone).format(parsed.date)})`;
}

const CALENDAR_PARTS = new Set<Intl.DateTimeFormatPartTypes>(['day', 'month', 'year', 'weekday']);

/**
 * Date and time at the venue, with the time zone named (events); the site's zone when the venue's
 * is unknown. In Persian the date is Solar Hijri with the Gregorian day beside it (see
 * formatActionDate). ICU's full Solar Hijri pattern puts the year first and a Latin comma after
 * the day ("۱۴۰۵ آبان ۱۴, پنجشنبه"), so the Gregorian pattern of the language is kept and its day,
 * month, year and weekday are filled from the Solar Hijri calendar.
 */
export function formatDateTime(
  value: string | null | undefined,
  locale: Locale,
  timeZone: string | null,
): string | null {
  if (!value) return null;
  const parsed = parse(value);
  if (!parsed) return null;
  const { intl, gregorianIntl } = LOCALE_RECORDS[locale];
  const options = {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: timeZone ?? siteTimeZone(),
  } as const;
  if (!gregorianIntl) {
    return written(dateTimeFormat(intl, options).formatToParts(parsed.date), locale);
  }
  const own = new Map(
    dateTimeFormat(intl, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: options.timeZone,
    })
      .formatToParts(parsed.date)
      .map((part) => [part.type, part.value]),
  );
  const pattern = dateTimeFormat(gregorianIntl, options).formatToParts(parsed.date);
  const dateTime = pattern
    .map((part) =>
      CALENDAR_PARTS.has(part.type) ? (own.get(part.type) ?? part.value) : part.value,
    )
    .join('');
  const gregorianDay = dateTimeFormat(gregorianIntl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: options.timeZone,
  }).format(parsed.date);
  return `${dateTime} (${gregorianDay})`;
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(LOCALE_RECORDS[locale].intl).format(value);
}

/** A year as a number in the language's digits, never grouped: "1987", not "1,987". */
export function formatYear(year: number, locale: Locale): string {
  return numberFormat(LOCALE_RECORDS[locale].intl, { useGrouping: false }).format(year);
}

/** Wraps a left-to-right run (phone, email, reference) in Unicode isolates so RTL text keeps it intact. */
export function isolateLtr(value: string): string {
  return `\u2066${value}\u2069`;
}

/** "Jordan, Egypt and Morocco" in the reader's language. */
export function formatList(items: string[], locale: Locale): string {
  return listFormat(LOCALE_RECORDS[locale].intl, { type: 'conjunction' }).format(items);
}

/** "2.4 MB", "180 kB", in the reader's language and digits. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] =
    bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes / 1000, 1), 'kilobyte'];
  return numberFormat(LOCALE_RECORDS[locale].intl, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** The file's format from its name: "PDF", "DOCX"… */
export function fileFormat(url: string): string | null {
  const match = url.split(/[?#]/)[0]?.match(/\.([a-z0-9]{2,5})$/i);
  return match ? match[1]!.toUpperCase() : null;
}

/**
 * Press dates in the header's menu, in the tags the site spec names for them: `ar-SA` in Arabic
 * (its calendar pinned to Gregorian, its digits Latin), else `en-US`, with a short month.
 */
export function formatPressDate(value: string | null, locale: Locale): string | null {
  if (!value) return null;
  const parsed = parse(value);
  if (!parsed) return null;
  const tag = locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-US-u-ca-gregory';
  return dateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: parsed.zone,
  }).format(parsed.date);
}
