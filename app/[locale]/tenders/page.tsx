import TendersList from '@/components/content/TendersList';
import { listRoute } from '@/lib/list-route';

const list = listRoute('tenders');

// Static and revalidated like the detail pages; later pages live at /tenders/page/N
// (docs/features.md, "Content pages").
export const revalidate = 300;
export const generateMetadata = list.generateMetadata;

export default async function TendersPage({ params }: PageProps<'/[locale]/tenders'>) {
  return <TendersList {...await list.first(params)} />;
}
