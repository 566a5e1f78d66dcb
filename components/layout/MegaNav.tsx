'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/paths';
import { highlightedItem, type MenuGroupKey } from '@/lib/menu';
import ExtraLink from './ExtraLink';
import type { MegaGroup } from './header-types';
import { useMegaMenu } from './useDisclosure';
import { usePagePath } from './usePagePath';
import styles from './MegaNav.module.css';

export interface MegaNavProps {
  locale: Locale;
  label: string;
  homeLabel: string;
  groups: MegaGroup[];
  /** Each panel's opening column (image, title, description), rendered on the server. */
  intros?: Partial<Record<MenuGroupKey, ReactNode>>;
  /** Each panel's closing column (documents, images or press), rendered on the server. */
  extras?: Partial<Record<MenuGroupKey, ReactNode>>;
  opensInNewTab: string;
}

/**
 * The desktop navigation: the WAI-ARIA disclosure navigation pattern (buttons with aria-expanded
 * and aria-controls, not role="menu"). Click toggles, hover opens, leaving closes after 150 ms,
 * outside click, Escape and route changes close.
 */
export default function MegaNav({
  locale,
  label,
  homeLabel,
  groups,
  intros,
  extras,
  opensInNewTab,
}: MegaNavProps) {
  const pathname = usePagePath();
  const menu = useMegaMenu(pathname);
  const navRef = useRef<HTMLElement>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const { openGroup, close } = menu;

  useEffect(() => {
    if (!openGroup) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openGroup, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !openGroup) return;
    event.stopPropagation();
    const trigger = triggers.current.get(openGroup);
    close();
    trigger?.focus();
  };

  return (
    <nav aria-label={label} className={styles.nav} ref={navRef} onKeyDown={onKeyDown}>
      <ul className={styles.bar}>
        <li>
          <Link
            href={localizePath(locale, '/')}
            className={styles.top}
            aria-current={pathname === '/' ? 'page' : undefined}
          >
            {homeLabel}
          </Link>
        </li>
        {groups.map((group) => {
          const isOpen = openGroup === group.key;
          const panelId = `mega-${group.key}`;
          const activeKey =
            (isOpen && menu.chosenItem) ||
            highlightedItem(group.items, group.defaultItem, pathname);
          const active = group.items.find((item) => item.key === activeKey) ?? group.items[0];
          const inGroup = group.items.some(
            (item) => pathname === item.href || pathname.startsWith(`${item.href}/`),
          );
          return (
            <li
              key={group.key}
              className={styles.item}
              onPointerEnter={(event) => event.pointerType === 'mouse' && menu.open(group.key)}
              onPointerLeave={(event) => event.pointerType === 'mouse' && menu.closeSoon()}
            >
              <button
                type="button"
                className={`${styles.top} ${inGroup ? styles.current : ''}`}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => menu.toggle(group.key)}
                ref={(node) => {
                  if (node) triggers.current.set(group.key, node);
                  else triggers.current.delete(group.key);
                }}
              >
                {group.label}
                <span className={styles.chevron} aria-hidden="true" />
              </button>
              <div id={panelId} className={styles.panel} hidden={!isOpen}>
                {intros?.[group.key]}
                <ul className={styles.links}>
                  {group.items.map((item) => (
                    <li key={item.key}>
                      <Link
                        href={localizePath(locale, item.href)}
                        className={item.key === active?.key ? styles.activeLink : undefined}
                        aria-current={pathname === item.href ? 'page' : undefined}
                        onFocus={() => menu.highlight(group.key, item.key)}
                        onPointerEnter={() => menu.highlight(group.key, item.key)}
                      >
                        {item.label}
                        <span className={`${styles.arrow} flip-rtl`} aria-hidden="true">
                          →
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
                {active ? (
                  <div className={styles.detail}>
                    <p className={styles.detailTitle}>{active.label}</p>
                    <p>{active.panel.description}</p>
                    <p className={styles.detailBody}>{active.panel.details}</p>
                    <p className={styles.detailExtra}>{active.panel.extra}</p>
                    <div className={styles.actions}>
                      <Link href={localizePath(locale, active.href)} className="button">
                        {active.panel.action}
                      </Link>
                      {active.secondary ? (
                        <span className={styles.secondary}>
                          <ExtraLink
                            link={active.secondary}
                            locale={locale}
                            opensInNewTab={opensInNewTab}
                          />
                        </span>
                      ) : null}
                    </div>
                  </div>
                ) : null}
                <div className={styles.extras}>{extras?.[group.key]}</div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
