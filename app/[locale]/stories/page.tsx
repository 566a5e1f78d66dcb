import ArticlesList from '@/components/content/ArticlesList';
import { listRoute } from '@/lib/list-route';

const list = listRoute('stories');

// Static and revalidated like the detail pages; later pages live at /stories/page/N
// (docs/features.md, "Content pages").
export const revalidate = 300;
export const generateMetadata = list.generateMetadata;

export default async function StoriesPage({ params }: PageProps<'/[locale]/stories'>) {
  return <ArticlesList kind="stories" {...await list.first(params)} />;
}
