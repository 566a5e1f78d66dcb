import { getTranslations } from 'next-intl/server';
import RichText from '@/components/content/RichText';
import CardGrid from '@/components/ui/CardGrid';
import PageHeader from '@/components/ui/PageHeader';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { getEditorialPage, withFallback } from '@/lib/provider';

export const revalidate = 300;
export const generateMetadata = staticPageMetadata('getInvolved', '/get-involved');

export default async function GetInvolvedPage({ params }: PageProps<'/[locale]/get-involved'>) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Pages');
  const tCommon = await getTranslations('Common');
  const page = await withFallback(
    getEditorialPage(locale, 'get-involved'),
    null,
    'get-involved page',
  );
  const ways = [
    {
      key: 'vacancies',
      href: '/vacancies',
      title: t('vacancies.title'),
      text: t('vacancies.description'),
    },
    {
      key: 'internship',
      href: '/internship',
      title: t('internship.title'),
      text: t('internship.description'),
    },
    { key: 'tenders', href: '/tenders', title: t('tenders.title'), text: t('tenders.description') },
    {
      key: 'partners',
      href: '/partners',
      title: t('partners.title'),
      text: t('partners.description'),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('getInvolved.title')}
        lead={page?.summary ?? t('getInvolved.description')}
      />
      <div className="container section">
        {page ? <RichText html={page.body} /> : null}
        <CardGrid cards={ways} columns={4} emptyText={tCommon('empty')} />
      </div>
    </>
  );
}
