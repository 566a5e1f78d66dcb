'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { MemberMapIslandProps } from './MemberMapIsland';
import styles from './DeferredMemberMap.module.css';

/** The map section appears one second after load (docs/features.md, "The home page"). */
export const MAP_DELAY_MS = 1000;

/**
 * How far ahead of the viewport the island starts loading: one screen, so a reader scrolling
 * down finds the map drawn, while a phone that never scrolls that far never pays for it.
 */
export const MAP_LOAD_MARGIN = '100% 0px';

/** The world geometry, copied from the world-atlas package into public/ at build time. */
export const WORLD_GEOMETRY_URL = '/geo/countries-110m.json';

/**
 * Holds the map island back until a second after load and until its place is within a screen of
 * the viewport, then fetches its code; until then it keeps the island's place so nothing below
 * moves when it arrives. The island and its geometry are about 170 kB and a second of a phone's
 * main thread (drawing some 180 country shapes), which most readers of the home page never
 * scroll down to see. Without IntersectionObserver it loads after the second alone.
 *
 * The island (react-simple-maps, d3, SWR and next-intl's message formatting) is a plain dynamic
 * import, not next/dynamic: that one's loader is 1.5 kB gzip of the page's first load for what a
 * state and an effect do here (docs/measured.md, "Phone: earlier rounds"). If the download
 * fails, the place stays reserved.
 */
export type DeferredMemberMapProps = Omit<MemberMapIslandProps, 'geography'>;

export default function DeferredMemberMap({ locale, messages }: DeferredMemberMapProps) {
  const reserve = useRef<HTMLDivElement>(null);
  const [Island, setIsland] = useState<ComponentType<MemberMapIslandProps> | null>(null);

  useEffect(() => {
    let waited = false;
    let near = false;
    let current = true;
    const load = () => {
      if (waited && near)
        import('./MemberMapIsland').then(
          (module) => current && setIsland(() => module.default),
          () => undefined,
        );
    };
    const timer = window.setTimeout(() => {
      waited = true;
      load();
    }, MAP_DELAY_MS);
    const element = reserve.current;
    let observer: IntersectionObserver | undefined;
    if (element && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer?.disconnect();
            near = true;
            load();
          }
        },
        { rootMargin: MAP_LOAD_MARGIN },
      );
      observer.observe(element);
    } else {
      near = true;
    }
    return () => {
      current = false;
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, []);

  return Island ? (
    <Island locale={locale} messages={messages} geography={WORLD_GEOMETRY_URL} />
  ) : (
    <div ref={reserve} className={styles.reserve} />
  );
}
