import { getTranslations } from 'next-intl/server';
import ListPage from '@/components/content/ListPage';
import { publicationCard } from '@/components/content/cards';
import { PER_PAGE, emptyPage, pageParam } from '@/lib/list';
import { pageLocale, staticPageMetadata } from '@/lib/page';
import { getPublications, withFallback, type Publication } from '@/lib/provider';

export const generateMetadata = staticPageMetadata('publications', '/publications');

export default async function PublicationsPage({
  params,
  searchParams,
}: PageProps<'/[locale]/publications'>) {
  const locale = await pageLocale(params);
  const page = await pageParam(searchParams);
  const t = await getTranslations('Pages.publications');
  const result = await withFallback(
    getPublications(locale, { page, perPage: PER_PAGE }),
    emptyPage<Publication>(),
    'publications list',
  );
  return (
    <ListPage
      title={t('title')}
      lead={t('description')}
      basePath="/publications"
      cards={result.items.map((item) => publicationCard(item, locale))}
      page={result}
      failed={'failed' in result}
    />
  );
}
