import { isLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo/metadata';
import { getEvent, logProviderFailure } from '@/lib/provider';
import { eventCalendar } from '@/lib/calendar';

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
    return Response.json(
      { success: false, message: 'The event could not be read. Please try again later.' },
      { status: 502 },
    );
  }
  if (!event) return Response.json({ success: false, message: 'Event not found' }, { status: 404 });
  const calendar = eventCalendar(event, absoluteUrl(locale, `/events/${event.id}`));
  if (!calendar.ok)
    return Response.json({ success: false, message: calendar.error }, { status: 422 });
  return new Response(calendar.value, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="inwrdam-event-${event.id}.ics"`,
      'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=600',
    },
  });
}
