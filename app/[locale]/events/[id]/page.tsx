import type { Metadata } from 'next';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import DetailLayout from '@/components/content/DetailLayout';
import FactList from '@/components/ui/FactList';
import { isUpcoming } from '@/lib/deadlines';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { fallbackMetadata, loadDetail } from '@/lib/detail';
import { buildMetadata, pageLocale } from '@/lib/page';
import { getEvent, getEvents } from '@/lib/provider';
import { staticIds } from '@/lib/static-params';
import DetailFallback from '@/components/layout/DetailFallback';

export const revalidate = 300;

const load = cache((locale: Locale, id: string) =>
  loadDetail(getEvent(locale, id), 'events detail'),
);

export function generateStaticParams() {
  return staticIds('events', (locale) => getEvents(locale, { perPage: 100 }).then((r) => r.items));
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/events/[id]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const loaded = await load(locale, (await params).id);
  if (loaded.status !== 'found') return fallbackMetadata(locale, loaded);
  const event = loaded.item;
  return buildMetadata({
    locale,
    path: `/events/${event.id}`,
    title: event.title,
    description: event.summary ?? event.title,
    image: event.image,
  });
}

export default async function EventPage({ params }: PageProps<'/[locale]/events/[id]'>) {
  const locale = await pageLocale(params);
  const loaded = await load(locale, (await params).id);
  if (loaded.status !== 'found')
    return <DetailFallback loaded={loaded} back="/events" section="events" />;
  const event = loaded.item;
  const t = await getTranslations('Lists');
  const tCommon = await getTranslations('Common');
  const tDates = await getTranslations('Dates');
  const tPage = await getTranslations('Pages.events');
  const start = formatDateTime(event.start, locale, event.timezone);
  const end = formatDateTime(event.end, locale, event.timezone);
  const upcoming = isUpcoming(event.end);
  return (
    <DetailLayout
      title={event.title}
      eyebrow={upcoming ? tDates('upcoming') : tDates('past')}
      meta={start ? <time dateTime={event.start ?? undefined}>{start}</time> : null}
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
                value: start && end ? tDates('range', { start, end }) : start,
              },
              { label: t('venue'), value: [event.venue, event.city].filter(Boolean).join(', ') },
              {
                label: tCommon('location'),
                value: event.timezone ? tDates('timeZone', { zone: event.timezone }) : null,
              },
            ]}
          />
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
