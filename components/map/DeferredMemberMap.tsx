'use client';

import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import type { MemberMapIslandProps } from './MemberMapIsland';
import styles from './MemberMap.module.css';

/** The map section appears one second after load (docs/features.md, "The home page"). */
export const MAP_DELAY_MS = 1000;

/**
 * How far ahead of the viewport the island starts loading: one screen, so a reader scrolling
 * down finds the map drawn, while a phone that never scrolls that far never pays for it.
 */
export const MAP_LOAD_MARGIN = '100% 0px';

/** The world geometry, copied from the world-atlas package into public/ at build time. */
export const WORLD_GEOMETRY_URL = '/geo/countries-110m.json';

// Loaded on demand: react-simple-maps, d3, SWR and next-intl's message formatting stay out of the
// home page's first-load JS.
const MemberMapIsland = dynamic(() => import('./MemberMapIsland'), {
  ssr: false,
  loading: () => <div className={styles.reserve} />,
});

/**
 * Holds the map island back until a second after load and until its place is within a screen of
 * the viewport, then fetches its code; until then it keeps the island's place so nothing below
 * moves when it arrives. The island and its geometry are about 170 kB and a second of a phone's
 * main thread (drawing some 180 country shapes), which most readers of the home page never
 * scroll down to see. Without IntersectionObserver it loads after the second alone.
 */
export type DeferredMemberMapProps = Omit<MemberMapIslandProps, 'geography'>;

export default function DeferredMemberMap({ locale, messages }: DeferredMemberMapProps) {
  const reserve = useRef<HTMLDivElement>(null);
  const [waited, setWaited] = useState(false);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), MAP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const element = reserve.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: MAP_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return waited && near ? (
    <MemberMapIsland locale={locale} messages={messages} geography={WORLD_GEOMETRY_URL} />
  ) : (
    <div ref={reserve} className={styles.reserve} />
  );
}
