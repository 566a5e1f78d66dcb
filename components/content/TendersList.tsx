import { getTranslations } from 'next-intl/server';
import TenderList from '@/components/tenders/TenderList';
import PageHeader from '@/components/ui/PageHeader';
import Pagination from '@/components/ui/Pagination';
import type { ListView } from '@/lib/list-route';
import type { Tender } from '@/lib/provider';

export type TendersListProps = ListView<Tender>;

/** A page of `/tenders`: the tenders' own list (components/tenders/TenderList), not cards. */
export default async function TendersList({ locale, result, failed }: TendersListProps) {
  const t = await getTranslations('Pages.tenders');
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <div className="container section">
        <TenderList tenders={result.items} locale={locale} failed={failed} />
        <Pagination page={result.page} lastPage={result.lastPage} basePath="/tenders" />
      </div>
    </>
  );
}
