import { createEvent, type EventAttributes } from 'ics';
import type { EventItem } from '@/lib/provider/types';
import { formatPlace } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';

/** UTC date-time parts for ics, from an ISO instant with offset. */
function utcParts(iso: string): [number, number, number, number, number] | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
  ];
}

/**
 * An RFC 5545 calendar file for one event (the `ics` package writes, escapes and folds it).
 * Times are written in UTC, so every calendar shows them in its own time zone.
 */
export function eventCalendar(
  event: EventItem,
  pageUrl: string,
  locale: Locale,
): { ok: true; value: string } | { ok: false; error: string } {
  const start = event.start ? utcParts(event.start) : null;
  if (!start) return { ok: false, error: 'The event has no start date' };
  const end = event.end ? utcParts(event.end) : null;
  const attributes: EventAttributes = {
    uid: `event-${event.id}@inwrdam.org`,
    title: event.title,
    description: [event.summary, pageUrl].filter(Boolean).join('\n\n'),
    // The visitor reads it in their calendar: the venue and city with their language's comma.
    location: formatPlace([event.venue, event.city], locale) ?? undefined,
    url: pageUrl,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    ...(end
      ? { end, endInputType: 'utc' as const, endOutputType: 'utc' as const }
      : { duration: { hours: 2 } }),
    status: 'CONFIRMED',
    organizer: { name: 'INWRDAM', email: 'info@inwrdam.org' },
    productId: 'inwrdam/site',
  };
  const { error, value } = createEvent(attributes);
  return error || !value
    ? { ok: false, error: error?.message ?? 'Could not write the calendar file' }
    : { ok: true, value };
}
