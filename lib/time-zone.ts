import { dateTimeFormat } from '@/lib/intl';

/**
 * The site's own time zone: the one timestamps are written in, and the one a calendar-day deadline
 * ends in. Amman by default, where the network is based. Never the process's zone: two instances
 * in two zones would write, and cache, two different days for one instant (in Persian,
 * 2026-03-20T21:00:00Z is 29 Esfand 1404 in UTC and 1 Farvardin 1405 in Amman or Tehran).
 * `SITE_TIME_ZONE` is read at build time too, since static pages carry their dates.
 */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Amman';

let checked: { setting: string | undefined; zone: string } | null = null;

export function siteTimeZone(): string {
  const setting = process.env.SITE_TIME_ZONE?.trim() || undefined;
  if (checked && checked.setting === setting) return checked.zone;
  let zone = DEFAULT_SITE_TIME_ZONE;
  if (setting) {
    try {
      dateTimeFormat('en', { timeZone: setting });
      zone = setting;
    } catch {
      // A zone Intl does not know would throw on every date; the pages keep the default.
      console.error(
        `[time-zone] SITE_TIME_ZONE=${setting} is not an IANA time zone; using ${zone}`,
      );
    }
  }
  checked = { setting, zone };
  return zone;
}

/** The UTC offset (`+03:00`) of an IANA time zone at a given instant. */
export function zoneOffset(timeZone: string, at: Date): string {
  const part = dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = part?.match(/GMT([+-]\d{2}:\d{2})/);
  return match?.[1] ?? '+00:00';
}

/** An ISO 8601 instant for a local wall-clock time (`HH:MM` or `HH:MM:SS`) in a time zone. */
export function zonedIso(day: string, time: string, timeZone: string): string {
  const clock = time.length === 5 ? `${time}:00` : time;
  const approx = new Date(`${day}T${clock}Z`);
  return `${day}T${clock}${zoneOffset(timeZone, approx)}`;
}
