import { getTranslations } from 'next-intl/server';
import PageHeader from '@/components/ui/PageHeader';
import { Link } from '@/lib/i18n/navigation';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { SITE } from '@/lib/site';
import styles from './maps.module.css';

export const generateMetadata = staticPageMetadata('wefeMaps', '/wefe-hub/maps');

/**
 * The spec links `/ar/wefe-hub/maps` without describing it: a page of our own saying what the
 * hub's interactive maps are, with the way out to them (docs/decisions.md,
 * "`/wefe-hub/maps`"). The maps themselves live on the hub's site, so the site draws none here.
 */
export default async function WefeMapsPage({ params }: PageProps<'/[locale]/wefe-hub/maps'>) {
  await routeLocale(params);
  const [t, tPages, tHeader, tCommon] = await Promise.all([
    getTranslations('WefeMaps'),
    getTranslations('Pages'),
    getTranslations('Header.items'),
    getTranslations('Common'),
  ]);
  const related = [
    ['/wefe-hub', tPages('wefeHub.title')],
    ['/data-tools', tPages('dataTools.title')],
    ['/members', tHeader('members')],
    ['/projects', tHeader('projects')],
  ] as const;
  return (
    <>
      <PageHeader
        eyebrow={tPages('wefeHub.title')}
        title={tPages('wefeMaps.title')}
        lead={tPages('wefeMaps.description')}
      />
      <div className="container section">
        <div className={styles.text}>
          <p className="lead-text">{t('intro')}</p>
          <p>
            <a className="button" href={SITE.hubMapsUrl} target="_blank" rel="noopener">
              {t('open')} <span className="visually-hidden">{tCommon('opensInNewTab')}</span>
            </a>
          </p>
          <p>{t('external')}</p>
          <h2 className="section-title">{t('whyTitle')}</h2>
          <p>{t('why')}</p>
          <h2 className="section-title">{t('audienceTitle')}</h2>
          <p>{t('audience')}</p>
          <h2 className="section-title">{t('seeAlso')}</h2>
          <ul className="link-list">
            {related.map(([href, label]) => (
              <li key={href}>
                <Link href={href}>{label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
