/**
 * A deadline given as a calendar day runs to the end of that day in Amman, where the network is
 * based (Jordan keeps UTC+3 all year); a full timestamp is taken as it is.
 */
export function deadlineInstant(deadline: string | null): number | null {
  if (!deadline) return null;
  const instant = Date.parse(
    /^\d{4}-\d{2}-\d{2}$/.test(deadline) ? `${deadline}T23:59:59+03:00` : deadline,
  );
  return Number.isNaN(instant) ? null : instant;
}

/** Spec §4 Tender: open when not flagged expired and the deadline is in the future. */
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
