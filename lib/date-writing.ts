/**
 * How a date's parts are written in each language, beneath lib/format.ts (the one module the pages
 * format dates with): the day read from a stored value, the typography of the parts Intl gives,
 * and the Gregorian gloss of a Persian date.
 */
import { isDateOnly, parseDate } from '@/lib/dates';
import { LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import { dateTimeFormat } from '@/lib/intl';
import { siteTimeZone } from '@/lib/time-zone';

/**
 * A date-only string (`YYYY-MM-DD`) is a calendar day: formatted in UTC so it never shifts. A
 * timestamp is an instant: formatted in the site's time zone (lib/time-zone.ts), never the
 * process's, so every instance writes the same day.
 */
export function parse(value: string): { date: Date; zone: string } | null {
  const date = parseDate(value);
  if (!date) return null;
  return { date, zone: isDateOnly(value) ? 'UTC' : siteTimeZone() };
}

const DATE_PARTS = new Set<Intl.DateTimeFormatPartTypes>(['day', 'month', 'year']);

/**
 * The formatter's parts as the language writes them: «1er mars» in French, not «1 mars», and a
 * French time «8 h 30» or «9 h», not Intl's «08:30» (`clock` in lib/i18n/locales.ts). The spaces
 * around « h » are no-break (U+00A0), the house rule between a number and its unit
 * (lib/i18n/typography.fr.test.ts), so a time never breaks across lines; so are the spaces between
 * a French date's day, month and year («24 déc. 2026», `dateSpace`).
 */
export function written(parts: Intl.DateTimeFormatPart[], locale: Locale): string {
  const { firstOfMonth: first, clock, dateSpace } = LOCALE_RECORDS[locale];
  return parts
    .map((part, i) => {
      if (first && part.type === 'day' && part.value === '1') return first;
      if (
        dateSpace &&
        part.type === 'literal' &&
        DATE_PARTS.has(parts[i - 1]?.type as Intl.DateTimeFormatPartTypes) &&
        DATE_PARTS.has(parts[i + 1]?.type as Intl.DateTimeFormatPartTypes)
      )
        return part.value.replace(/ /g, dateSpace);
      if (clock !== 'h') return part.value;
      if (part.type === 'hour') return String(Number(part.value));
      // The separator between hour and minute, and the minute: « h 30 », or « h » on the hour.
      if (part.type === 'literal' && parts[i - 1]?.type === 'hour') return '\u00a0h';
      if (part.type === 'minute') return part.value === '00' ? '' : `\u00a0${part.value}`;
      return part.value;
    })
    .join('');
}

export function dayFormat(tag: string, style: 'short' | 'long', timeZone: string) {
  return dateTimeFormat(tag, {
    day: 'numeric',
    month: style === 'short' ? 'short' : 'long',
    year: 'numeric',
    timeZone,
  });
}

/**
 * The Gregorian day that glosses a Persian date, its month spelt one way in every date: CLDR
 * writes the long month with the ezafe («۲۰ ژانویهٔ ۲۰۲۷») and the short one without, and the two
 * met on one site (the Persian review of 2026-12-06, L5); Iranian official texts write «ژانویه».
 */
export function gregorianDay(
  tag: string,
  style: 'short' | 'long',
  { date, zone }: { date: Date; zone: string },
): string {
  return dayFormat(tag, style, zone)
    .formatToParts(date)
    .map((part) => (part.type === 'month' ? part.value.replace(/\u0654$/, '') : part.value))
    .join('');
}
