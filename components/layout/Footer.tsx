import ContentImage from '@/components/ui/ContentImage';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { SITE } from '@/lib/site';
import { isolateLtr } from '@/lib/format';
import styles from './Footer.module.css';

const EXPLORE = [
  ['whoWeAre', '/who-we-are'],
  ['whatWeDo', '/what-we-do'],
  ['events', '/events'],
  ['publications', '/publications'],
] as const;

const RESOURCES = [
  ['dataTools', '/data-tools'],
  ['partners', '/partners'],
  ['media', '/media'],
] as const;

/** The footer: links, sitemap in a new tab, the hub site, telephone and mail, © 2025. */
export default async function Footer() {
  const t = await getTranslations('Footer');
  const tCommon = await getTranslations('Common');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <ContentImage src="/brand/logo-mark.svg" alt="" width={48} height={48} unoptimized />
          <p>{t('about')}</p>
        </div>
        <nav aria-label={t('footerNav')} className={styles.columns}>
          <div>
            <h2 className={styles.heading}>{t('explore')}</h2>
            <ul>
              {EXPLORE.map(([key, href]) => (
                <li key={href}>
                  <Link href={href}>{t(`links.${key}`)}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>{t('resources')}</h2>
            <ul>
              {RESOURCES.map(([key, href]) => (
                <li key={href}>
                  <Link href={href}>{t(`links.${key}`)}</Link>
                </li>
              ))}
              <li>
                <a href="/sitemap.xml" target="_blank" rel="noopener">
                  {t('links.sitemap')}{' '}
                  <span className="visually-hidden">{tCommon('opensInNewTab')}</span>
                </a>
              </li>
              <li>
                <a href={SITE.hubUrl} target="_blank" rel="noopener">
                  {t('links.hub')}{' '}
                  <span className="visually-hidden">{tCommon('opensInNewTab')}</span>
                </a>
              </li>
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>{t('contact')}</h2>
            <address className={styles.address}>
              <span>{t('address')}</span>
              <a href={`tel:${SITE.contactPhone.replace(/\s+/g, '')}`}>
                {t('callUs', { phone: isolateLtr(SITE.contactPhone) })}
              </a>
              <a href={`mailto:${SITE.contactEmail}`}>
                {t('writeUs', { email: isolateLtr(SITE.contactEmail) })}
              </a>
            </address>
          </div>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>{t('copyright')}</p>
      </div>
    </footer>
  );
}
