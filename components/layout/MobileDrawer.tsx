'use client';

import { useRef, type ReactNode } from 'react';
import Link from 'next/link';
import Dialog from '@/components/ui/Dialog';
import { localizePath } from '@/lib/i18n/paths';
import type { HeaderData } from './header-types';
import LanguageSwitcher from './LanguageSwitcher';
import { useDrawer } from './useDisclosure';
import { usePagePath } from './usePagePath';
import styles from './MobileDrawer.module.css';

export interface MobileDrawerProps {
  /**
   * What the drawer shows: not the social links, which the top bar renders on the server. The
   * languages are those of its EN/AR buttons, chosen by the header (the main bar shows the same).
   */
  data: Pick<HeaderData, 'locale' | 'labels' | 'groups' | 'languages'>;
  search?: ReactNode;
}

/**
 * Below 1024 px: the hamburger opens a 300 px drawer from the inline end (right in LTR, left in
 * RTL), the sheet variant of the site's modal Dialog: the page behind is inert, so focus stays
 * inside; Escape, the close button, a click beside the drawer and any route change close it, and
 * focus returns to the hamburger.
 */
export default function MobileDrawer({ data, search }: MobileDrawerProps) {
  const pathname = usePagePath();
  const drawer = useDrawer(pathname);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { labels, locale } = data;

  return (
    <>
      <button
        type="button"
        ref={triggerRef}
        className={styles.hamburger}
        aria-label={labels.openMenu}
        aria-haspopup="dialog"
        aria-expanded={drawer.isOpen}
        aria-controls="site-drawer"
        onClick={drawer.open}
      >
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
      </button>
      <Dialog
        id="site-drawer"
        placement="inline-end"
        open={drawer.isOpen}
        onClose={drawer.close}
        labelledBy="site-drawer-title"
        returnFocusTo={triggerRef}
      >
        <div className={styles.inner}>
          <div className={styles.head}>
            {/* Not a heading: the drawer sits in the header, before the page's <h1>, and a heading
                there would open the page's outline. It names the dialog and its navigation. */}
            <p id="site-drawer-title" className={styles.title}>
              {labels.drawerTitle}
            </p>
            <button
              type="button"
              className={styles.close}
              aria-label={labels.close}
              onClick={drawer.close}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {search}
          {/* Named by the drawer's title: the desktop bar is the one "Main navigation" landmark. */}
          <nav aria-labelledby="site-drawer-title" className={styles.nav}>
            <ul>
              <li>
                <Link
                  href={localizePath(locale, '/')}
                  className={styles.groupLink}
                  onClick={drawer.close}
                >
                  {labels.home}
                </Link>
              </li>
              {data.groups.map((group) => (
                <li key={group.key}>
                  <Link
                    href={localizePath(locale, group.drawerHref)}
                    className={styles.groupLink}
                    onClick={drawer.close}
                  >
                    {group.label}
                  </Link>
                  <ul className={styles.items}>
                    {group.items
                      .filter((item) => item.href !== group.href)
                      .map((item) => (
                        <li key={item.key}>
                          <Link
                            href={localizePath(locale, item.href)}
                            onClick={drawer.close}
                            aria-current={pathname === item.href ? 'page' : undefined}
                          >
                            {item.label}
                          </Link>
                        </li>
                      ))}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher
            label={labels.language}
            locale={locale}
            options={data.languages}
            variant="buttons"
            className={styles.languages}
          />
        </div>
      </Dialog>
    </>
  );
}
