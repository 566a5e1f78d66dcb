import { dateTimeFormat } from '@/lib/intl';
import type { DayRef } from './content-types';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a fixed or relative day; relative days count from `now` (UTC calendar day). */
export function resolveDay(ref: DayRef, now: Date): string {
  if ('date' in ref) return ref.date;
  const base = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(base + ref.offset_days * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC offset (`+03:00`) of an IANA time zone at a given instant. */
export function zoneOffset(timeZone: string, at: Date): string {
  const part = dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = part?.match(/GMT([+-]\d{2}:\d{2})/);
  return match?.[1] ?? '+00:00';
}

/** An ISO 8601 instant for a local wall-clock time in a time zone. */
export function zonedIso(day: string, time: string, timeZone: string): string {
  const approx = new Date(`${day}T${time}:00Z`);
  return `${day}T${time}:00${zoneOffset(timeZone, approx)}`;
}

/** Whole days from `now` until the end of `day` (a deadline counts the whole day), never negative. */
export function daysUntilEndOf(day: string, now: Date): number {
  const end = Date.parse(`${day}T23:59:59Z`);
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}
