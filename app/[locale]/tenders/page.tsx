import { getTranslations } from 'next-intl/server';
import TenderList from '@/components/tenders/TenderList';
import PageHeader from '@/components/ui/PageHeader';
import Pagination from '@/components/ui/Pagination';
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
  const result = await withFallback(
    getTenders(locale, { page, perPage: PER_PAGE }),
    emptyPage<Tender>(),
    'tenders list',
  );
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <div className="container section">
        <TenderList tenders={result.items} locale={locale} failed={'failed' in result} />
        <Pagination page={result.page} lastPage={result.lastPage} basePath="/tenders" />
      </div>
    </>
  );
}
