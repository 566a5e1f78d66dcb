import ArticlesList from '@/components/content/ArticlesList';
import { listRoute } from '@/lib/list-route';

const list = listRoute('news');

// Static and revalidated like the detail pages; later pages live at /news/page/N
// (docs/features.md, "Content pages").
export const revalidate = 300;
export const generateMetadata = list.generateMetadata;

export default async function NewsPage({ params }: PageProps<'/[locale]/news'>) {
  return <ArticlesList kind="news" {...await list.first(params)} />;
}
