'use client';

import { useEffect, useRef, useState, type FocusEvent } from 'react';
import ContentImage from '@/components/ui/ContentImage';
import Link from 'next/link';
import SocialIcon, { type SocialNetwork } from '@/components/ui/SocialIcon';
import useReducedMotion from './useReducedMotion';
import styles from './HeroSlider.module.css';

/** Spec §9: the hero moves on every 8 seconds. */
export const HERO_INTERVAL_MS = 8000;

export interface HeroSlide {
  id: string;
  image: string | null;
  title: string;
  /** Plain text (markup already stripped on the server). */
  description: string;
  /** "Slide 1 of 3", announced with the slide. */
  position: string;
  /** The dot's name: "Show slide 1". */
  goTo: string;
}

export interface HeroSocialLink {
  network: SocialNetwork;
  name: string;
  /** '#' when the provider sent none (spec §2). */
  href: string;
}

export interface HeroSliderProps {
  slides: HeroSlide[];
  social: HeroSocialLink[];
  /** The call to action's address, already in the reader's language (`/ar/about`). */
  cta: { href: string; label: string };
  labels: {
    carousel: string;
    previous: string;
    next: string;
    pause: string;
    play: string;
    dots: string;
    social: string;
    newTab: string;
  };
}

/**
 * The home hero: a carousel after the WAI-ARIA pattern. It advances every 8 s while it has more
 * than one slide, wraps, and returns to the first slide when the slides are replaced (spec §4);
 * it stops while hovered, once focus enters it, when the visitor pauses it, and by default for
 * visitors who prefer reduced motion. The server renders the first slide, so the first HTML has its text.
 */
export default function HeroSlider({ slides, social, cta, labels }: HeroSliderProps) {
  const reducedMotion = useReducedMotion();
  // Index of the slide shown, remembered with the slide list it belongs to: when the list is
  // replaced the stored index no longer applies and the first slide shows (spec §4).
  const listKey = slides.map((slide) => slide.id).join('\u0000');
  const [shown, setShown] = useState({ listKey, index: 0 });
  const index = shown.listKey === listKey ? Math.min(shown.index, slides.length - 1) : 0;
  // null until the visitor chooses: rotation then follows the reduced-motion preference.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const rotationControl = useRef<HTMLButtonElement>(null);

  const count = slides.length;
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

  const go = (next: number) => setShown({ listKey, index: (next + count) % count });

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
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
    >
      {/* Announce slide changes only when the visitor causes them (WAI carousel pattern). */}
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={slide.position}
              className={`${styles.slide} ${active ? styles.active : ''}`}
              aria-hidden={!active}
              inert={!active}
            >
              {slide.image ? (
                <ContentImage
                  src={slide.image}
                  alt=""
                  fill
                  sizes="100vw"
                  priority={i === 0}
                  className={styles.image}
                />
              ) : null}
              <div className={`container ${styles.content}`}>
                <h2 className={styles.title}>{slide.title}</h2>
                {slide.description ? <p className={styles.text}>{slide.description}</p> : null}
                <Link href={cta.href} className={`button ${styles.cta}`}>
                  {cta.label}
                </Link>
              </div>
            </div>
          );
        })}
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
          <div className={styles.dots} role="group" aria-label={labels.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={slide.goTo}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
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

      <ul className={styles.social} aria-label={labels.social}>
        {social.map((link) => {
          const external = link.href !== '#';
          return (
            <li key={link.network}>
              <a
                href={link.href}
                className={styles.socialLink}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <SocialIcon network={link.network} />
                <span className="visually-hidden">
                  {external ? `${link.name} ${labels.newTab}` : link.name}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
