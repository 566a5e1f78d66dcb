import { dayFormat, gregorianDay, parse, written } from '@/lib/date-writing';
import { parseDate } from '@/lib/dates';
import { LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import { dateTimeFormat, listFormat, numberFormat } from '@/lib/intl';
import { siteTimeZone } from '@/lib/time-zone';
import { TIME_ZONE_NAMES } from '@/lib/time-zone-names';

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
  return `${own} (${gregorianDay(gregorian, style, parsed)})`;
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
  const parts = dateTimeParts(value, locale, timeZone);
  return parts && written(parts, locale);
}

/**
 * An event that starts and ends on the same day at the venue: its day written once and its two
 * times, for `Dates.sameDay` («mardi 10 mars 2026, de 14 h à 16 h»); null when the days differ,
 * and the page joins two whole dates (`Dates.range`). Asked by the French and Persian reads of
 * 2026-11-28 (the day was written twice, in Persian in two calendars).
 */
export function formatSameDay(
  start: string | null | undefined,
  end: string | null | undefined,
  locale: Locale,
  timeZone: string | null,
): { day: string; start: string; end: string } | null {
  const from = dateTimeParts(start, locale, timeZone);
  const to = dateTimeParts(end, locale, timeZone);
  if (!from || !to) return null;
  const hourOf = (parts: Intl.DateTimeFormatPart[]) =>
    parts.findIndex((part) => part.type === 'hour');
  const [fromHour, toHour] = [hourOf(from), hourOf(to)];
  // The day: everything before the literal that leads to the time («à», «في», «، ساعت»).
  const day = written(from.slice(0, fromHour - 1), locale);
  if (fromHour < 1 || toHour < 1 || day !== written(to.slice(0, toHour - 1), locale)) return null;
  return {
    day,
    start: written(from.slice(fromHour), locale),
    end: written(to.slice(toHour), locale),
  };
}

/** The parts of formatDateTime, before the locale's clock is written (`written`). */
function dateTimeParts(
  value: string | null | undefined,
  locale: Locale,
  timeZone: string | null,
): Intl.DateTimeFormatPart[] | null {
  if (!value) return null;
  const parsed = parse(value);
  if (!parsed) return null;
  const { intl, gregorianIntl } = LOCALE_RECORDS[locale];
  const options = {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: timeZone ?? siteTimeZone(),
  } as const;
  if (!gregorianIntl) return dateTimeFormat(intl, options).formatToParts(parsed.date);
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
  const gloss = gregorianDay(gregorianIntl, 'long', { date: parsed.date, zone: options.timeZone });
  // The Gregorian day glosses the date, so it follows the year, and a comma then leads to the
  // time: «پنجشنبه ۱۴ آبان ۱۴۰۵ (۵ نوامبر ۲۰۲۶)، ساعت ۱۲:۳۰» (after the time, it read as the
  // time's gloss; docs/reviews/fresh-2026-11-28-fa.md, L6).
  return dateTimeFormat(gregorianIntl, options)
    .formatToParts(parsed.date)
    .flatMap((part, i, all): Intl.DateTimeFormatPart[] => {
      if (part.type === 'literal' && all[i - 1]?.type === 'year')
        return [
          { type: 'literal', value: ` (${gloss})` },
          { ...part, value: `،${part.value}` },
        ];
      if (!CALENDAR_PARTS.has(part.type)) return [part];
      return [{ ...part, value: own.get(part.type) ?? part.value }];
    });
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(LOCALE_RECORDS[locale].intl).format(value);
}

/** A year as a number in the language's digits, never grouped: "1987", not "1,987". */
export function formatYear(year: number, locale: Locale): string {
  return numberFormat(LOCALE_RECORDS[locale].intl, { useGrouping: false }).format(year);
}

/** The last letter of a text is Latin (digits and punctuation may follow it: «COP30», «PDF»). */
const ENDS_LATIN = /\p{Script=Latin}[^\p{L}]*$/u;

/**
 * A part of an Arabic or Persian line that ends in a Latin run, closed by a right-to-left mark
 * (U+200F) before the separator the code writes after it: without it the Arabic comma takes the
 * Latin run's direction, and so do the digits after it, and «PDF، ۲٫۴ کیلوبایت» shows as «۲٫۴
 * ،PDF کیلوبایت» (docs/sharing.md, "Latin runs in right-to-left text"). Other languages: as is.
 */
export function closeLatinRun(text: string, locale: Locale): string {
  return LOCALE_RECORDS[locale].dir === 'rtl' && ENDS_LATIN.test(text) ? `${text}\u200f` : text;
}

/** Wraps a left-to-right run (phone, email, reference) in Unicode isolates so RTL text keeps it intact. */
export function isolateLtr(value: string): string {
  return `\u2066${value}\u2069`;
}

/**
 * A place as the page writes it, its parts from the most to the least precise (a venue, then its
 * city), each after the language's separator: «INWRDAM Training Centre, Amman», «مركز التدريب
 * التابع للشبكة، عمّان» (`separator` in lib/i18n/locales.ts). Empty parts are left out, and so is
 * a part the one before already says: an online event's venue «En ligne (visioconférence)» and
 * city «En ligne» read «En ligne (visioconférence)», not «…, En ligne».
 */
export function formatPlace(parts: (string | null | undefined)[], locale: Locale): string | null {
  const present: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (!text) continue;
    const said = present.some((earlier) =>
      earlier.toLocaleLowerCase(locale).includes(text.toLocaleLowerCase(locale)),
    );
    if (!said) present.push(text);
  }
  if (!present.length) return null;
  return present
    .map((part, i) => (i < present.length - 1 ? closeLatinRun(part, locale) : part))
    .join(LOCALE_RECORDS[locale].separator);
}

/**
 * Short facts written one after another (a source and its date, a card's date and place), each
 * after an em dash tied to the fact before it by a no-break space, so that no line of any
 * language starts with the dash (the French review's L22).
 */
export function formatFacts(facts: (string | null | undefined)[]): string {
  return facts.filter(Boolean).join(FACTS_SEPARATOR);
}

export const FACTS_SEPARATOR = '\u00a0— ';

/**
 * A time zone as a reader knows it, never its IANA identifier: the time of a city in the
 * reader's language (lib/time-zone-names.ts) and the offset from UTC on the day in question, as
 * Intl writes it in the language: «heure d’Amman (UTC+3)», «توقيت عمّان (غرينتش+3)», «وقت امان
 * (+۳ گرینویچ)», «Amman time (GMT+3)». A zone the table does not name is its offset alone. Null
 * when the zone is missing or not one Intl knows.
 */
export function formatTimeZone(
  timeZone: string | null | undefined,
  at: string | null | undefined,
  locale: Locale,
): string | null {
  if (!timeZone) return null;
  const instant = (at && parseDate(at)) || new Date();
  let offset: string | undefined;
  try {
    offset = dateTimeFormat(LOCALE_RECORDS[locale].intl, { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return null;
  }
  const name = TIME_ZONE_NAMES[timeZone]?.[locale];
  if (!offset) return name ?? null;
  return name ? `${name} (${offset})` : offset;
}

/**
 * "Jordan, Egypt and Morocco" in the reader's language. Persian joins the last item with «و»
 * alone, where ICU's pattern puts a comma before it («اردن، مصر و مراکش», not «…مصر، و مراکش»;
 * docs/reviews/fresh-2026-11-28-fa.md).
 */
export function formatList(items: string[], locale: Locale): string {
  const parts = listFormat(LOCALE_RECORDS[locale].intl, { type: 'conjunction' }).formatToParts(
    items,
  );
  if (locale === 'fa' && items.length > 2) {
    const last = parts.findLastIndex((part) => part.type === 'literal');
    parts[last] = { type: 'literal', value: ' و ' };
  }
  return parts
    .map((part, i) => (i < parts.length - 1 ? closeLatinRun(part.value, locale) : part.value))
    .join('');
}

/**
 * "2.4 MB", "180 kB", in the reader's language and digits, with a unit its readers know: the
 * abbreviation in English and French, the word in Arabic and Persian, where ICU's abbreviation
 * is not one («م.ب») or is Latin («MB»): «2.4 ميغابايت» (`unitDisplay` in lib/i18n/locales.ts).
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  // From 999,500 bytes the kilobytes would round to «1 000 ko»: megabytes already.
  const [value, unit] =
    bytes >= 999_500 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes / 1000, 1), 'kilobyte'];
  return numberFormat(LOCALE_RECORDS[locale].intl, {
    style: 'unit',
    unit,
    unitDisplay: LOCALE_RECORDS[locale].unitDisplay,
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** The file's format from its name: "PDF", "DOCX"… */
export function fileFormat(url: string): string | null {
  const match = url.split(/[?#]/)[0]?.match(/\.([a-z0-9]{2,5})$/i);
  return match ? match[1]!.toUpperCase() : null;
}

/**
 * Press dates in the header's "In the media" menu: day, short month and year in the reader's own
 * language, as every other date of the site («14 sept. 2026», «14 أيلول 2026», Solar Hijri in
 * Persian). The site spec names `ar-SA` and `en-US` here; we do not follow it, since that put
 * Egyptian month names («سبتمبر») beside the Levantine ones of the rest of the Arabic site and
 * English months on French pages (docs/sharing.md, "Dates").
 */
export function formatPressDate(value: string | null, locale: Locale): string | null {
  return formatDate(value, locale, 'short');
}
