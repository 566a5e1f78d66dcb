import type { DayRef } from './content-types';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a fixed or relative day; relative days count from `now` (UTC calendar day). */
export function resolveDay(ref: DayRef, now: Date): string {
  if ('date' in ref) return ref.date;
  const base = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(base + ref.offset_days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `now` until the end of `day` (a deadline counts the whole day), never negative. */
export function daysUntilEndOf(day: string, now: Date): number {
  const end = Date.parse(`${day}T23:59:59Z`);
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}
