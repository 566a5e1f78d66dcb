import { getTranslations } from 'next-intl/server';
import RichText from '@/components/content/RichText';
import PageHeader from '@/components/ui/PageHeader';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { getEditorialPage, withFallback } from '@/lib/provider';
import { SITE } from '@/lib/site';

export const revalidate = 300;
export const generateMetadata = staticPageMetadata('waterVision', '/oic-water-vision');

export default async function WaterVisionPage({ params }: PageProps<'/[locale]/oic-water-vision'>) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Pages.waterVision');
  const tCommon = await getTranslations('Common');
  const page = await withFallback(
    getEditorialPage(locale, 'water-vision'),
    null,
    'water-vision page',
  );
  return (
    <>
      <PageHeader title={page?.title || t('title')} lead={page?.summary ?? t('description')} />
      <div className="container section">
        {page ? <RichText html={page.body} /> : <p>{t('description')}</p>}
        <p>
          <a className="button" href={SITE.waterVisionUrl} target="_blank" rel="noopener">
            {t('external')} <span className="visually-hidden">{tCommon('opensInNewTab')}</span>
          </a>
        </p>
      </div>
    </>
  );
}
