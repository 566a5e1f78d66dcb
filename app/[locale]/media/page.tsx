import MediaList from '@/components/content/MediaList';
import { listRoute } from '@/lib/list-route';

const list = listRoute('media');

// Static and revalidated like the detail pages; later pages live at /media/page/N
// (docs/features.md, "Content pages").
export const revalidate = 300;
export const generateMetadata = list.generateMetadata;

export default async function MediaPage({ params }: PageProps<'/[locale]/media'>) {
  return <MediaList {...await list.first(params)} />;
}
