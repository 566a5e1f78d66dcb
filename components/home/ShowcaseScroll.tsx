'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import Dots from './Dots';
import { markActive, serverChildren } from './server-children';
import useReducedMotion from './useReducedMotion';
import styles from './Showcase.module.css';

/** After a dot is used, scroll updates are ignored this long (the smooth scroll runs). */
export const SHOWCASE_LOCK_MS = 800;

export interface ShowcaseScrollProps {
  /** The panels, rendered on the server (Showcase.tsx): this island marks the active one. */
  children: ReactNode;
  /** The dots' names, one per panel (the panel's eyebrow). */
  dots: { key: string; label: string }[];
  labels: { section: string; dots: string };
}

/**
 * The panel for a scroll progress between 0 and 1: with three panels, below 1/3 gives 0, from 1/3
 * gives 1 and from 2/3 gives 2.
 */
export function panelForProgress(progress: number, count: number): number {
  return Math.max(0, Math.min(count - 1, Math.floor(progress * count)));
}

/** How far the visitor has scrolled through the tall section, from 0 (its top) to 1 (its end). */
function progressThrough(section: HTMLElement): number {
  const rect = section.getBoundingClientRect();
  const scrollable = rect.height - window.innerHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, -rect.top / scrollable));
}

/**
 * The showcase's client part: which panel shows, chosen by scroll progress through the tall
 * section, and the dots that scroll to a panel. The panels' markup comes from the server.
 */
export default function ShowcaseScroll({ children, dots, labels }: ShowcaseScrollProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const locked = useRef(false);
  const unlockTimer = useRef<number | undefined>(undefined);
  const [active, setActive] = useState(0);
  const reducedMotion = useReducedMotion();
  const panels = serverChildren(children);
  const count = panels.length;

  useEffect(() => {
    const update = () => {
      const section = sectionRef.current;
      if (locked.current || !section) return;
      setActive(panelForProgress(progressThrough(section), count));
    };
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      window.clearTimeout(unlockTimer.current);
    };
  }, [count]);

  const jumpTo = (index: number) => {
    const section = sectionRef.current;
    if (!section) return;
    setActive(index);
    // The smooth scroll passes through the other panels' ranges: ignore it until it has landed.
    locked.current = true;
    window.clearTimeout(unlockTimer.current);
    unlockTimer.current = window.setTimeout(() => {
      locked.current = false;
    }, SHOWCASE_LOCK_MS);
    const rect = section.getBoundingClientRect();
    const scrollable = Math.max(0, rect.height - window.innerHeight);
    // One pixel into the panel's range, so rounding of scroll positions cannot land just before it.
    const offset = index === 0 ? 0 : Math.ceil((scrollable * index) / count) + 1;
    window.scrollTo({
      top: window.scrollY + rect.top + offset,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  };

  return (
    <section ref={sectionRef} className={styles.showcase} aria-label={labels.section}>
      <div className={styles.frame}>
        <div className={`container ${styles.panels}`}>
          {markActive(panels, active, styles.active)}
        </div>
        <Dots
          className={styles.dots}
          label={labels.dots}
          items={dots}
          current={active}
          onSelect={jumpTo}
        />
      </div>
    </section>
  );
}
