/** A provider date written as a calendar day (`YYYY-MM-DD`), with no time of day. */
export function isDateOnly(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/**
 * A provider date as an instant, or null when it is not a date. A calendar day is taken as UTC
 * midnight, so a day formatted in UTC (lib/format.ts), written in a sitemap or a feed, is the
 * same day wherever the server runs.
 */
export function parseDate(value: string): Date | null {
  const date = new Date(isDateOnly(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}
