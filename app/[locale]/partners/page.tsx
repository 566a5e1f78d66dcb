import { getTranslations } from 'next-intl/server';
import { partnerCard } from '@/components/content/cards';
import CardGrid from '@/components/ui/CardGrid';
import PageHeader from '@/components/ui/PageHeader';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { getPartners, withFallback } from '@/lib/provider';

export const revalidate = 300;
export const generateMetadata = staticPageMetadata('partners', '/partners');

export default async function PartnersPage({ params }: PageProps<'/[locale]/partners'>) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Pages.partners');
  const tCommon = await getTranslations('Common');
  const partners = await withFallback(
    getPartners(locale, { perPage: 100 }).then((r) => r.items),
    null,
    'partners',
  );
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <div className="container section">
        <CardGrid
          cards={(partners ?? []).map((partner) => partnerCard(partner, tCommon('opensInNewTab')))}
          emptyText={partners ? tCommon('empty') : tCommon('unavailable')}
        />
      </div>
    </>
  );
}
