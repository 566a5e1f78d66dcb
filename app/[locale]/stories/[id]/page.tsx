import ArticleDetail from '@/components/content/ArticleDetail';
import DetailFallback from '@/components/layout/DetailFallback';
import { describeArticle } from '@/lib/articles';
import { detailRoute } from '@/lib/detail';
import { resources } from '@/lib/provider';

// Rendered at build for the newest ids, on first request for the others, refreshed every five minutes.
export const revalidate = 300;

const route = detailRoute({
  base: '/stories',
  first: resources.stories.first,
  get: resources.stories.get,
  describe: describeArticle,
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function StoryPage({ params }: PageProps<'/[locale]/stories/[id]'>) {
  const { locale, loaded } = await route.resolve(params);
  if (loaded.status !== 'found')
    return <DetailFallback loaded={loaded} back="/stories" section="stories" />;
  return <ArticleDetail kind="stories" locale={locale} item={loaded.item} />;
}
