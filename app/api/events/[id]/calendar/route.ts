import { isLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo/metadata';
import { getEvent, logProviderFailure } from '@/lib/provider';
import { eventCalendar } from '@/lib/calendar';
import { fail } from '@/lib/envelope';

/** "Add to calendar": the event as an .ics file (RFC 5545), in the language asked for. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const requested = new URL(request.url).searchParams.get('locale');
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  let event;
  try {
    event = await getEvent(locale, id);
  } catch (error) {
    logProviderFailure('event calendar', error);
    return fail(502, 'The event could not be read. Please try again later.');
  }
  if (!event) return fail(404, 'Event not found');
  const calendar = eventCalendar(event, absoluteUrl(locale, `/events/${event.id}`), locale);
  if (!calendar.ok) return fail(422, calendar.error);
  return new Response(calendar.value, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="inwrdam-event-${event.id}.ics"`,
      'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=600',
    },
  });
}
