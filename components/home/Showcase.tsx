'use client';

import { useEffect, useRef, useState } from 'react';
import ContentImage from '@/components/ui/ContentImage';
import useReducedMotion from './useReducedMotion';
import styles from './Showcase.module.css';

/** Spec §9: after a dot is used, scroll updates are ignored this long (the smooth scroll runs). */
export const SHOWCASE_LOCK_MS = 800;

export interface ShowcasePanel {
  key: string;
  eyebrow: string;
  title: string;
  text: string;
  image: string;
}

export interface ShowcaseProps {
  panels: ShowcasePanel[];
  labels: { section: string; dots: string };
}

/**
 * The panel for a scroll progress between 0 and 1: with three panels, below 1/3 gives 0, from 1/3
 * gives 1 and from 2/3 gives 2 (spec §4).
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
 * About, vision and mission in a tall section whose sticky frame shows one panel at a time,
 * chosen by scroll progress. Without JavaScript the CSS lays the three panels out one after the
 * other, so all of them stay readable.
 */
export default function Showcase({ panels, labels }: ShowcaseProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const locked = useRef(false);
  const unlockTimer = useRef<number | undefined>(undefined);
  const [active, setActive] = useState(0);
  const reducedMotion = useReducedMotion();
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
          {panels.map((panel, i) => (
            <article
              key={panel.key}
              className={`${styles.panel} ${i === active ? styles.active : ''}`}
              aria-labelledby={`showcase-${panel.key}`}
            >
              <div className={styles.media}>
                <ContentImage
                  src={panel.image}
                  alt=""
                  fill
                  sizes="(max-width: 768px) 100vw, 560px"
                  className={styles.image}
                />
              </div>
              <div className={styles.body}>
                <p className={styles.eyebrow}>{panel.eyebrow}</p>
                <h2 id={`showcase-${panel.key}`} className={styles.title}>
                  {panel.title}
                </h2>
                <p className={styles.text}>{panel.text}</p>
              </div>
            </article>
          ))}
        </div>
        <div className={styles.dots} role="group" aria-label={labels.dots}>
          {panels.map((panel, i) => (
            <button
              key={panel.key}
              type="button"
              className={styles.dot}
              aria-label={panel.eyebrow}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => jumpTo(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
