import type { ReactNode } from 'react';
import Link from 'next/link';
import DrawerSearch from '@/components/search/DrawerSearch';
import HeaderSearch from '@/components/search/HeaderSearch';
import ContentImage from '@/components/ui/ContentImage';
import SocialIcon from '@/components/ui/SocialIcon';
import { localizePath } from '@/lib/i18n/paths';
import ExtraLink from './ExtraLink';
import { headerContent } from './header-data';
import LanguageSwitcher from './LanguageSwitcher';
import MegaNav from './MegaNav';
import MegaNavExtras from './MegaNavExtras';
import MobileDrawer from './MobileDrawer';
import styles from './Header.module.css';

/** An element per key, rendered on the server, for MegaNav to show in that key's panel. */
function renderedByKey<T>(
  record: { [key: string]: T },
  render: (value: T, key: string) => ReactNode,
) {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, render(value, key)]),
  );
}

/**
 * The site header, rendered on the server: top bar, logo, search and the mobile drawer's trigger.
 * Only what reacts to the visitor is a client island — the mega navigation (`MegaNav`), the
 * language links, which follow the page being read (`LanguageSwitcher`), and the drawer
 * (`MobileDrawer`). On the home page the header sits over the hero: the hero marks itself with
 * `data-under-header` and Header.module.css restyles the header with `:has()`, so the layout,
 * which does not know the path, needs no script for it.
 */
export default async function Header() {
  const { data, extras, secondaries } = await headerContent();
  const { labels, locale } = data;
  const mainBarLanguages = data.languages.filter(
    (language) => language.code === 'en' || language.code === 'ar',
  );

  return (
    <header className={styles.header}>
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
        {/* The image names the link (its alt), not an aria-label over an empty alt: WCAG H30.
            Not prefetched: every page would otherwise fetch the home page's data while it loads,
            competing with its own largest paint (docs/measured.md, "Phone: earlier rounds"). */}
        <Link href={localizePath(locale, '/')} className={styles.logo} prefetch={false}>
          {/* Eager but not preloaded: a small picture that need not compete with the page's
              largest paint. React preloads, ahead of the stylesheets, every eager image of the
              page's first ten unless it is asked for at low priority. */}
          <ContentImage
            src="/brand/logo.svg"
            alt={labels.homeLink}
            width={168}
            height={44}
            loading="eager"
            fetchPriority="low"
            unoptimized
          />
        </Link>
        <MegaNav
          locale={locale}
          label={labels.mainNav}
          homeLabel={labels.home}
          groups={data.groups}
          extras={renderedByKey(extras, (groupExtras, key) => (
            <MegaNavExtras
              key={key}
              extras={groupExtras}
              locale={locale}
              opensInNewTab={labels.opensInNewTab}
            />
          ))}
          secondaries={renderedByKey(secondaries, (link, key) => (
            <ExtraLink key={key} link={link} locale={locale} opensInNewTab={labels.opensInNewTab} />
          ))}
        />
        <div className={styles.end}>
          <HeaderSearch />
          <LanguageSwitcher
            label={labels.language}
            locale={locale}
            options={mainBarLanguages}
            variant="buttons"
          />
          <MobileDrawer
            data={{
              locale,
              labels,
              groups: data.groups,
              languages: mainBarLanguages,
            }}
            search={<DrawerSearch />}
          />
        </div>
      </div>
    </header>
  );
}
