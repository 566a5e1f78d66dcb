import EventsList from '@/components/content/EventsList';
import { listRoute } from '@/lib/list-route';

const list = listRoute('events');

// Static and revalidated like the detail pages; later pages live at /events/page/N
// (docs/features.md, "Content pages").
export const revalidate = 300;
export const generateMetadata = list.generateMetadata;

export default async function EventsPage({ params }: PageProps<'/[locale]/events'>) {
  return <EventsList {...await list.first(params)} />;
}
