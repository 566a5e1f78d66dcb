import { isDateOnly, parseDate } from '@/lib/dates';
import { LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';

/** A date-only string (`YYYY-MM-DD`) is a calendar day: format it in UTC so it never shifts. */
function parse(value: string): { date: Date; dateOnly: boolean } | null {
  const date = parseDate(value);
  return date ? { date, dateOnly: isDateOnly(value) } : null;
}

/** Day, month and year in the reader's language (news, events, deadlines). */
export function formatDate(
  value: string | null | undefined,
  locale: Locale,
  style: 'short' | 'long' = 'long',
): string | null {
  if (!value) return null;
  const parsed = parse(value);
  if (!parsed) return null;
  return new Intl.DateTimeFormat(LOCALE_RECORDS[locale].intl, {
    day: 'numeric',
    month: style === 'short' ? 'short' : 'long',
    year: 'numeric',
    timeZone: parsed.dateOnly ? 'UTC' : undefined,
  }).format(parsed.date);
}

/** Date and time at the venue, with the time zone named (events). */
export function formatDateTime(
  value: string | null | undefined,
  locale: Locale,
  timeZone: string | null,
): string | null {
  if (!value) return null;
  const parsed = parse(value);
  if (!parsed) return null;
  return new Intl.DateTimeFormat(LOCALE_RECORDS[locale].intl, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: timeZone ?? 'UTC',
  }).format(parsed.date);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_RECORDS[locale].intl).format(value);
}

/** Wraps a left-to-right run (phone, email, reference) in Unicode isolates so RTL text keeps it intact. */
export function isolateLtr(value: string): string {
  return `\u2066${value}\u2069`;
}

/** "Jordan, Egypt and Morocco" in the reader's language. */
export function formatList(items: string[], locale: Locale): string {
  return new Intl.ListFormat(LOCALE_RECORDS[locale].intl, { type: 'conjunction' }).format(items);
}

/** "2.4 MB", "180 kB", in the reader's language and digits. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] =
    bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes / 1000, 1), 'kilobyte'];
  return new Intl.NumberFormat(LOCALE_RECORDS[locale].intl, {
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
  return new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed.date);
}
