import { getTranslations } from 'next-intl/server';
import ListPage from '@/components/content/ListPage';
import { eventCard } from '@/components/content/cards';
import { isUpcoming } from '@/lib/deadlines';
import { PER_PAGE, emptyPage, pageParam } from '@/lib/list';
import { pageLocale, staticPageMetadata } from '@/lib/page';
import { getEvents, withFallback, type EventItem } from '@/lib/provider';

export const generateMetadata = staticPageMetadata('events', '/events');

export default async function EventsPage({ params, searchParams }: PageProps<'/[locale]/events'>) {
  const locale = await pageLocale(params);
  const page = await pageParam(searchParams);
  const t = await getTranslations('Pages.events');
  const tDates = await getTranslations('Dates');
  // The provider lists upcoming events first (soonest first), then past ones (latest first).
  const result = await withFallback(
    getEvents(locale, { page, perPage: PER_PAGE }),
    emptyPage<EventItem>(),
    'events list',
  );
  return (
    <ListPage
      title={t('title')}
      lead={t('description')}
      basePath="/events"
      cards={result.items.map((item) =>
        eventCard(item, locale, isUpcoming(item.end) ? tDates('upcoming') : tDates('past')),
      )}
      page={result}
      failed={'failed' in result}
    />
  );
}
