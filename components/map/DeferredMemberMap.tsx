'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import type { MemberMapIslandProps } from './MemberMapIsland';
import styles from './MemberMap.module.css';

/** The map section appears one second after load (README, "The home page"). */
export const MAP_DELAY_MS = 1000;

/** The world geometry, copied from the world-atlas package into public/ at build time. */
export const WORLD_GEOMETRY_URL = '/geo/countries-110m.json';

// Loaded on demand: react-simple-maps, d3, SWR and next-intl's message formatting stay out of the
// home page's first-load JS.
const MemberMapIsland = dynamic(() => import('./MemberMapIsland'), {
  ssr: false,
  loading: () => <div className={styles.reserve} />,
});

/**
 * Holds the map island back for a second after the page has loaded, then fetches its code; until
 * then it keeps the island's place so nothing below moves when it arrives.
 */
export type DeferredMemberMapProps = Omit<MemberMapIslandProps, 'geography'>;

export default function DeferredMemberMap({ locale, messages }: DeferredMemberMapProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), MAP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return ready ? (
    <MemberMapIsland locale={locale} messages={messages} geography={WORLD_GEOMETRY_URL} />
  ) : (
    <div className={styles.reserve} />
  );
}
