import { getTranslations } from 'next-intl/server';
import DetailLayout from '@/components/content/DetailLayout';
import FactList from '@/components/ui/FactList';
import { isUpcoming } from '@/lib/deadlines';
import { formatDateTime, formatPlace, formatSameDay, formatTimeZone } from '@/lib/format';
import { detailRoute } from '@/lib/detail';
import { detailBreadcrumb } from '@/lib/seo/breadcrumbs';
import { eventJsonLd } from '@/lib/seo/jsonld';
import { absoluteUrl } from '@/lib/seo/metadata';
import { getEvent, resources } from '@/lib/provider';
import DetailFallback from '@/components/layout/DetailFallback';

export const revalidate = 300;

const route = detailRoute({
  base: '/events',
  first: resources.events.first,
  get: getEvent,
  describe: (event) => ({
    title: event.title,
    description: event.summary ?? event.title,
  }),
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function EventPage({ params }: PageProps<'/[locale]/events/[id]'>) {
  const { locale, loaded } = await route.resolve(params);
  if (loaded.status !== 'found')
    return <DetailFallback loaded={loaded} back="/events" section="events" />;
  const event = loaded.item;
  const t = await getTranslations('Lists');
  const tCommon = await getTranslations('Common');
  const tDates = await getTranslations('Dates');
  const tPage = await getTranslations('Pages.events');
  const start = formatDateTime(event.start, locale, event.timezone);
  const end = formatDateTime(event.end, locale, event.timezone);
  const sameDay = formatSameDay(event.start, event.end, locale, event.timezone);
  const upcoming = isUpcoming(event.end);
  return (
    <DetailLayout
      structuredData={[
        await detailBreadcrumb(
          locale,
          { name: tPage('title'), path: '/events' },
          { name: event.title, path: `/events/${event.id}` },
        ),
        eventJsonLd({
          name: event.title,
          description: event.summary,
          url: absoluteUrl(locale, `/events/${event.id}`),
          image: event.image,
          startDate: event.start,
          endDate: event.end,
          venue: event.venue,
          city: event.city,
          format: event.format,
          registrationUrl: event.registrationUrl,
          inLanguage: locale,
          organizerName: (await getTranslations('Site'))('fullName'),
        }),
      ]}
      title={event.title}
      eyebrow={upcoming ? tDates('upcoming') : tDates('past')}
      meta={
        start ? (
          // A line of its own under the title starts with a capital: «Jeudi 24 décembre 2026…»
          // (the French review of 2026-12-06, L3); after the «Date» label it stays «jeudi».
          <time dateTime={event.start ?? undefined}>
            {start.charAt(0).toLocaleUpperCase(locale) + start.slice(1)}
          </time>
        ) : null
      }
      image={event.image}
      lead={event.summary}
      body={event.body}
      back={{ href: '/events', label: tCommon('backTo', { section: tPage('title') }) }}
      aside={
        <>
          <FactList
            facts={[
              {
                label: tCommon('date'),
                value: sameDay
                  ? tDates('sameDay', sameDay)
                  : start && end
                    ? tDates('range', { start, end })
                    : start,
              },
              { label: t('venue'), value: formatPlace([event.venue, event.city], locale) },
              {
                label: t('timeZoneLabel'),
                value: formatTimeZone(event.timezone, event.start, locale),
              },
            ]}
          />
          <p>
            <a
              className="button button-secondary"
              href={`/api/events/${event.id}/calendar?locale=${locale}`}
              download={`inwrdam-event-${event.id}.ics`}
              title={t('calendarHint')}
            >
              {t('addToCalendar')}
            </a>
          </p>
          {upcoming && event.registrationUrl ? (
            <p>
              <a className="button" href={event.registrationUrl} target="_blank" rel="noopener">
                {t('register')} <span className="visually-hidden">{tCommon('opensInNewTab')}</span>
              </a>
            </p>
          ) : null}
        </>
      }
    />
  );
}
