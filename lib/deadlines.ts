import { isDateOnly } from '@/lib/dates';
import { siteTimeZone, zonedIso } from '@/lib/time-zone';

/**
 * A deadline given as a calendar day runs to the end of that day in the site's time zone (Amman,
 * where the network is based, unless SITE_TIME_ZONE says otherwise); a full timestamp is taken as
 * it is.
 */
export function deadlineInstant(deadline: string | null): number | null {
  if (!deadline) return null;
  const instant = Date.parse(deadlineTimestamp(deadline));
  return Number.isNaN(instant) ? null : instant;
}

/** The deadline as a timestamp: a calendar day becomes its last second in the site's zone. */
export function deadlineTimestamp(deadline: string): string {
  return isDateOnly(deadline) ? zonedIso(deadline, '23:59:59', siteTimeZone()) : deadline;
}

/** A tender or vacancy is open when not flagged expired and its deadline is still ahead. */
export function isOpen(
  item: { isExpired: boolean; deadline: string | null },
  now = Date.now(),
): boolean {
  const deadline = deadlineInstant(item.deadline);
  return !item.isExpired && deadline !== null && deadline > now;
}

/** An event is upcoming until it has ended. */
export function isUpcoming(end: string | null, now = Date.now()): boolean {
  const instant = end ? Date.parse(end) : NaN;
  return !Number.isNaN(instant) && instant >= now;
}
