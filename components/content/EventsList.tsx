import { getTranslations } from 'next-intl/server';
import ListLayout from '@/components/content/ListLayout';
import { eventCard } from '@/components/content/cards';
import { isUpcoming } from '@/lib/deadlines';
import type { ListView } from '@/lib/list-route';
import type { EventItem } from '@/lib/provider';

export type EventsListProps = ListView<EventItem>;

/** A page of `/events`, each card marked upcoming or past. */
export default async function EventsList({ locale, result, failed }: EventsListProps) {
  const t = await getTranslations('Pages.events');
  const tDates = await getTranslations('Dates');
  // The provider lists upcoming events first (soonest first), then past ones (latest first).
  return (
    <ListLayout
      title={t('title')}
      lead={t('description')}
      basePath="/events"
      cards={result.items.map((item) =>
        eventCard(item, locale, isUpcoming(item.end) ? tDates('upcoming') : tDates('past')),
      )}
      page={result}
      failed={failed}
    />
  );
}
