import GalleryList from '@/components/content/GalleryList';
import { listRoute } from '@/lib/list-route';

const list = listRoute('gallery');

// Static and revalidated like the detail pages; later pages live at /gallery/page/N
// (docs/features.md, "Content pages").
export const revalidate = 300;
export const generateMetadata = list.generateMetadata;

export default async function GalleryPage({ params }: PageProps<'/[locale]/gallery'>) {
  return <GalleryList {...await list.first(params)} />;
}
