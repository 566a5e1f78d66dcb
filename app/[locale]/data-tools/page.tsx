import { getTranslations } from 'next-intl/server';
import RichText from '@/components/content/RichText';
import PageHeader from '@/components/ui/PageHeader';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { getEditorialPage, withFallback } from '@/lib/provider';
import { SITE } from '@/lib/site';

export const revalidate = 300;
export const generateMetadata = staticPageMetadata('dataTools', '/data-tools');

export default async function DataToolsPage({ params }: PageProps<'/[locale]/data-tools'>) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Pages.dataTools');
  const tDev = await getTranslations('UnderDevelopment');
  const tCommon = await getTranslations('Common');
  const page = await withFallback(getEditorialPage(locale, 'data-tools'), null, 'data-tools page');
  return (
    <>
      <PageHeader title={page?.title || t('title')} lead={page?.summary ?? t('description')} />
      <div className="container section">
        {page ? <RichText html={page.body} /> : <p>{tDev('hubBody')}</p>}
        <p>
          <a className="button" href={SITE.hubUrl} target="_blank" rel="noopener">
            {tDev('hub')} <span className="visually-hidden">{tCommon('opensInNewTab')}</span>
          </a>{' '}
          <a
            className="button button-secondary"
            href={SITE.hubMapsUrl}
            target="_blank"
            rel="noopener"
          >
            {tDev('maps')} <span className="visually-hidden">{tCommon('opensInNewTab')}</span>
          </a>
        </p>
      </div>
    </>
  );
}
