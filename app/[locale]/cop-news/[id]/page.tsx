import ArticleDetail from '@/components/content/ArticleDetail';
import DetailFallback from '@/components/layout/DetailFallback';
import { describeArticle } from '@/lib/articles';
import { detailRoute } from '@/lib/detail';
import { resources } from '@/lib/provider';

// Rendered at build for the newest ids, on first request for the others, refreshed every five minutes.
export const revalidate = 300;

const route = detailRoute({
  base: '/cop-news',
  first: resources.copNews.first,
  get: resources.copNews.get,
  describe: describeArticle,
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function CopNewsItemPage({ params }: PageProps<'/[locale]/cop-news/[id]'>) {
  const { locale, loaded } = await route.resolve(params);
  if (loaded.status !== 'found')
    return <DetailFallback loaded={loaded} back="/cop" section="cop" />;
  return <ArticleDetail kind="cop-news" locale={locale} item={loaded.item} />;
}
