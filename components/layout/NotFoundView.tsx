import { getLocale, getTranslations } from 'next-intl/server';
import { formatYear } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import styles from './NotFoundView.module.css';

/** The localised 404 body, shared by unknown ids (notFound()) and unmatched paths. */
export default async function NotFoundView() {
  const t = await getTranslations('NotFound');
  const tHeader = await getTranslations('Header.items');
  const locale = (await getLocale()) as Locale;
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="not-found-title">
      {/* In the page's digits: «۴۰۴» in Persian (the Persian review of 2026-12-06, L19). */}
      <p className={styles.code} aria-hidden="true">
        {formatYear(404, locale)}
      </p>
      <h1 id="not-found-title">{t('title')}</h1>
      <p className={styles.lead}>{t('description')}</p>
      <p>{t('search')}</p>
      <ul className={styles.links}>
        <li>
          <Link href="/news">{tHeader('news')}</Link>
        </li>
        <li>
          <Link href="/publications">{tHeader('publications')}</Link>
        </li>
        <li>
          <Link href="/projects">{tHeader('projects')}</Link>
        </li>
      </ul>
      <Link href="/" className="button">
        {t('home')}
      </Link>
    </section>
  );
}
