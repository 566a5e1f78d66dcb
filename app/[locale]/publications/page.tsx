import PublicationsList from '@/components/content/PublicationsList';
import { publicationYears } from '@/lib/list-filters';
import { resources } from '@/lib/provider';
import { listRoute } from '@/lib/list-route';

const list = listRoute('publications');

// Static and revalidated like the detail pages; later pages live at /publications/page/N
// (docs/features.md, "Content pages").
export const revalidate = 300;
export const generateMetadata = list.generateMetadata;

export default async function PublicationsPage({ params }: PageProps<'/[locale]/publications'>) {
  const view = await list.first(params);
  const years = await publicationYears(resources.publications.all(view.locale));
  return <PublicationsList {...view} years={years} />;
}
