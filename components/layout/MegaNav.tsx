'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/paths';
import { highlightedItem, type MenuGroupKey } from '@/lib/menu';
import type { MegaGroup, MenuImage } from './header-types';
import { useMegaMenu } from './useDisclosure';
import { useMenuTexts } from './useMenuTexts';
import { usePagePath } from './usePagePath';
import styles from './MegaNav.module.css';

export interface MegaNavProps {
  locale: Locale;
  label: string;
  homeLabel: string;
  groups: MegaGroup[];
  /** The closing column of links of a panel (documents or press), rendered on the server. */
  extras?: Partial<Record<MenuGroupKey, ReactNode>>;
  /** An item's secondary link (beside its action), by item key, rendered on the server. */
  secondaries?: Record<string, ReactNode>;
}

/** A panel picture: its box keeps its place while the texts are on their way. */
function PanelImage({ image, className }: { image?: MenuImage; className?: string }) {
  return (
    <div className={className}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server.
        <img
          alt=""
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </div>
  );
}

/**
 * The desktop navigation: the WAI-ARIA disclosure navigation pattern (buttons with aria-expanded
 * and aria-controls, not role="menu"). Click toggles, hover opens, leaving closes after 150 ms,
 * outside click, Escape and route changes close. Every link of the panels is in the HTML; their
 * descriptive text and pictures are fetched once, when the visitor first reaches for the menu
 * (the pointer over the bar, focus in it, a panel opened by touch).
 */
export default function MegaNav({
  locale,
  label,
  homeLabel,
  groups,
  extras,
  secondaries,
}: MegaNavProps) {
  const pathname = usePagePath();
  const menu = useMegaMenu(pathname);
  const navRef = useRef<HTMLElement>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const { openGroup, close } = menu;
  const { texts, load } = useMenuTexts(locale);

  useEffect(() => {
    if (openGroup) load();
  }, [openGroup, load]);

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
    <nav
      aria-label={label}
      className={styles.nav}
      ref={navRef}
      onKeyDown={onKeyDown}
      onPointerEnter={load}
      onFocus={load}
    >
      <ul className={styles.bar}>
        <li>
          {/* Not prefetched, as the logo's link (Header.tsx): on every page, while it loads. */}
          <Link
            href={localizePath(locale, '/')}
            prefetch={false}
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
          const groupTexts = texts?.groups[group.key];
          const activeTexts = active ? texts?.items[active.key] : undefined;
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
                <div className={styles.intro}>
                  <PanelImage image={groupTexts?.image} className={styles.introImage} />
                  {groupTexts ? (
                    <>
                      <p className={styles.introTitle}>{groupTexts.title}</p>
                      <p>{groupTexts.description}</p>
                    </>
                  ) : null}
                </div>
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
                      </Link>
                    </li>
                  ))}
                </ul>
                {active ? (
                  <div className={styles.detail}>
                    <p className={styles.detailTitle}>{active.label}</p>
                    {activeTexts ? (
                      <>
                        <p>{activeTexts.description}</p>
                        <p className={styles.detailBody}>{activeTexts.details}</p>
                        <p className={styles.detailExtra}>{activeTexts.extra}</p>
                      </>
                    ) : null}
                    <div className={styles.actions}>
                      <Link href={localizePath(locale, active.href)} className="button">
                        {active.action}
                      </Link>
                      {secondaries?.[active.key] ? (
                        <span className={styles.secondary}>{secondaries[active.key]}</span>
                      ) : null}
                    </div>
                  </div>
                ) : null}
                <div className={styles.extras}>
                  {extras?.[group.key] ?? (
                    <div className={styles.images}>
                      {(groupTexts?.images ?? [undefined, undefined]).map((image, index) => (
                        <PanelImage key={index} image={image} className={styles.smallImage} />
                      ))}
                    </div>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
