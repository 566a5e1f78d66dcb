import { getTranslations } from 'next-intl/server';
import ListPage from '@/components/content/ListPage';
import { tenderCard } from '@/components/content/cards';
import { isOpen } from '@/lib/deadlines';
import { PER_PAGE, emptyPage, pageParam } from '@/lib/list';
import { pageLocale, staticPageMetadata } from '@/lib/page';
import { getTenders, withFallback, type Tender } from '@/lib/provider';

export const generateMetadata = staticPageMetadata('tenders', '/tenders');

export default async function TendersPage({
  params,
  searchParams,
}: PageProps<'/[locale]/tenders'>) {
  const locale = await pageLocale(params);
  const page = await pageParam(searchParams);
  const t = await getTranslations('Pages.tenders');
  const tLists = await getTranslations('Lists');
  const result = await withFallback(
    getTenders(locale, { page, perPage: PER_PAGE }),
    emptyPage<Tender>(),
    'tenders list',
  );
  return (
    <ListPage
      title={t('title')}
      lead={t('description')}
      basePath="/tenders"
      cards={result.items.map((item) =>
        tenderCard(item, locale, isOpen(item) ? tLists('active') : tLists('expired')),
      )}
      page={result}
      failed={'failed' in result}
    />
  );
}
