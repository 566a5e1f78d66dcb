import Image from 'next/image';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { LOCALES, LOCALE_RECORDS } from '@/lib/i18n/locales';
import { menuFor } from '@/lib/menu';
import LanguageSwitcher from './LanguageSwitcher';
import styles from './Header.module.css';

/** The plain header: logo, the spec's menu grouped in disclosure lists, and the language links. */
export default async function Header() {
  const locale = await getLocale();
  const t = await getTranslations('Header');
  const options = await Promise.all(
    LOCALES.map(async (code) => {
      const tIn = await getTranslations({ locale: code, namespace: 'Header' });
      const nativeName = LOCALE_RECORDS[code].nativeName;
      return { code, nativeName, label: tIn('switchTo', { language: nativeName }) };
    }),
  );

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={t('homeLink')}>
          <Image src="/brand/logo.svg" alt="" width={168} height={44} priority unoptimized />
        </Link>
        <nav aria-label={t('mainNav')} className={styles.nav}>
          <ul className={styles.groups}>
            <li>
              <Link href="/" className={styles.top}>
                {t('items.home')}
              </Link>
            </li>
            {menuFor(locale).map((group) => (
              <li key={group.key}>
                <details className={styles.group}>
                  <summary className={styles.top}>{t(`groups.${group.key}`)}</summary>
                  <ul className={styles.panel}>
                    {group.items.map((item) => (
                      <li key={item.href}>
                        <Link href={item.href}>{t(`items.${item.key}`)}</Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher label={t('language')} options={options} />
      </div>
    </header>
  );
}
