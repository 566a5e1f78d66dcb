'use client';

import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import Dots from './Dots';
import { markActive, serverChildren } from './server-children';
import useReducedMotion from './useReducedMotion';
import styles from './HeroSlider.module.css';

/** The hero moves on every 8 seconds (docs/features.md, "The home page"). */
export const HERO_INTERVAL_MS = 8000;

export interface HeroCarouselProps {
  /** The slides, rendered on the server (HeroSlider.tsx): this island only shows one of them. */
  children: ReactNode;
  /** The slides' ids joined: when it changes, the list was replaced and the first slide shows. */
  listKey: string;
  /** The dots' names, one per slide: "Show slide 1". */
  dots: { key: string; label: string }[];
  /** Rendered after the controls, inside the carousel (the social column). */
  after?: ReactNode;
  labels: {
    carousel: string;
    previous: string;
    next: string;
    pause: string;
    play: string;
    dots: string;
  };
}

/**
 * The hero's client part: which slide shows, its rotation and its controls, after the WAI-ARIA
 * carousel pattern. It advances every 8 s while it has more than one slide, wraps, and returns to
 * the first slide when the slides are replaced; it stops while hovered, once focus enters it, when
 * the visitor pauses it, and by default for visitors who prefer reduced motion. The slides' markup
 * comes from the server, so hydrating this island costs only the controls.
 */
export default function HeroCarousel({
  children,
  listKey,
  dots,
  after,
  labels,
}: HeroCarouselProps) {
  const reducedMotion = useReducedMotion();
  const slides = serverChildren(children);
  const count = slides.length;
  // Index of the slide shown, remembered with the slide list it belongs to: when the list is
  // replaced the stored index no longer applies and the first slide shows.
  const [shown, setShown] = useState({ listKey, index: 0 });
  const index = shown.listKey === listKey ? Math.min(shown.index, count - 1) : 0;
  // null until the visitor chooses: rotation then follows the reduced-motion preference.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const rotationControl = useRef<HTMLButtonElement>(null);
  // Until the page has loaded, only the slide shown is laid out (HeroSlider.module.css): the other
  // slides' pictures, lazy but in the viewport, would otherwise be fetched beside the first one,
  // the page's largest paint, and slow it down. A visitor's first move brings them in at once.
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    if (warm) return;
    if (document.readyState === 'complete') {
      const timer = window.setTimeout(() => setWarm(true), 0);
      return () => window.clearTimeout(timer);
    }
    const onLoad = () => setWarm(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [warm]);

  const autoplay = count > 1 && !(userPaused ?? reducedMotion);
  const rotating = autoplay && !hovered;

  useEffect(() => {
    if (!rotating) return;
    // One timeout per slide: a manual change restarts the full 8 s for the new slide.
    const timer = window.setTimeout(
      () => setShown({ listKey, index: (index + 1) % count }),
      HERO_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, listKey]);

  const go = (next: number) => {
    setWarm(true);
    setShown({ listKey, index: (next + count) % count });
  };

  // WAI carousel pattern: focus inside the carousel stops rotation until the visitor restarts it
  // with the rotation control, which is the one element whose focus does not stop it.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (autoplay && event.target !== rotationControl.current) setUserPaused(true);
  };

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      data-under-header=""
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
    >
      {/* Announce slide changes only when the visitor causes them (WAI carousel pattern). */}
      <div
        className={styles.slides}
        aria-live={rotating ? 'off' : 'polite'}
        data-warm={warm ? '' : undefined}
      >
        {markActive(slides, index, styles.active, (isActive) => ({
          'aria-hidden': !isActive,
          inert: !isActive,
        }))}
      </div>

      {count > 1 ? (
        <div className={`container ${styles.controls}`}>
          <button
            ref={rotationControl}
            type="button"
            className={styles.control}
            onClick={() => setUserPaused(autoplay)}
            aria-label={autoplay ? labels.pause : labels.play}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              {autoplay ? (
                <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
              ) : (
                // Not mirrored in RTL: media controls point the same way in every script (and a CSS
                // transform on an SVG path flips it around the viewBox's edge, out of sight).
                <path d="M8 5v14l11-7z" fill="currentColor" />
              )}
            </svg>
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(index - 1)}
            aria-label={labels.previous}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="flip-rtl">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" />
            </svg>
          </button>
          <Dots
            className={styles.dots}
            label={labels.dots}
            items={dots}
            current={index}
            onSelect={go}
          />
          <button
            type="button"
            className={styles.control}
            onClick={() => go(index + 1)}
            aria-label={labels.next}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="flip-rtl">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" />
            </svg>
          </button>
        </div>
      ) : null}
      {after}
    </section>
  );
}
