'use client';

import type { ReactNode } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import { localizePath } from '@/lib/i18n/paths';
import type { HeaderData } from './header-types';
import LanguageSwitcher from './LanguageSwitcher';
import MegaNav from './MegaNav';
import MobileDrawer from './MobileDrawer';
import SocialIcon from '@/components/ui/SocialIcon';
import { usePagePath } from './usePagePath';
import styles from './Header.module.css';

export interface SiteHeaderProps {
  data: HeaderData;
  /** The search entries (components/search), rendered on the server. */
  search?: ReactNode;
  drawerSearch?: ReactNode;
}

/** Top bar, main bar with the mega menus, and the mobile drawer; the home page's variant sits over the hero. */
export default function SiteHeader({ data, search, drawerSearch }: SiteHeaderProps) {
  const isHome = usePagePath() === '/';
  const { labels, locale } = data;
  const mainBarLanguages = data.languages.filter(
    (language) => language.code === 'en' || language.code === 'ar',
  );

  return (
    <header
      className={`${styles.header} ${isHome ? styles.home : styles.standard}`}
      data-variant={isHome ? 'home' : 'standard'}
    >
      <div className={styles.topBar}>
        <div className={`container ${styles.topInner}`}>
          <LanguageSwitcher label={labels.language} locale={locale} options={data.languages} />
          {data.social.length ? (
            <div className={styles.follow}>
              <span>{labels.followUs}</span>
              <ul>
                {data.social.map((link) => (
                  <li key={link.network}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener"
                      aria-label={`${link.label} ${labels.opensInNewTab}`}
                      title={link.label}
                    >
                      <SocialIcon network={link.network} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
      <div className={`container ${styles.mainBar}`}>
        <Link href={localizePath(locale, '/')} className={styles.logo} aria-label={labels.homeLink}>
          <Image src="/brand/logo.svg" alt="" width={168} height={44} priority unoptimized />
        </Link>
        <MegaNav
          locale={locale}
          label={labels.mainNav}
          homeLabel={labels.home}
          groups={data.groups}
          opensInNewTab={labels.opensInNewTab}
        />
        <div className={styles.end}>
          {search}
          <LanguageSwitcher
            label={labels.language}
            locale={locale}
            options={mainBarLanguages}
            variant="buttons"
          />
          <MobileDrawer data={data} search={drawerSearch} />
        </div>
      </div>
    </header>
  );
}
