import Link from 'next/link';
import ContentImage from '@/components/ui/ContentImage';
import SocialIcon, { type SocialNetwork } from '@/components/ui/SocialIcon';
import HeroCarousel, { type HeroCarouselProps } from './HeroCarousel';
import styles from './HeroSlider.module.css';

export { HERO_INTERVAL_MS } from './HeroCarousel';

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
  /** '#' when the provider sent none: the column keeps all five networks. */
  href: string;
}

export interface HeroSliderProps {
  slides: HeroSlide[];
  social: HeroSocialLink[];
  /** The call to action's address, already in the reader's language (`/ar/about`). */
  cta: { href: string; label: string };
  labels: HeroCarouselProps['labels'] & { social: string; newTab: string };
}

/**
 * The home hero, rendered on the server: every slide is in the HTML (the first one shown), with
 * the social column. Which slide shows, and the controls, are the client island HeroCarousel.
 */
export default function HeroSlider({ slides, social, cta, labels }: HeroSliderProps) {
  return (
    <HeroCarousel
      listKey={slides.map((slide) => slide.id).join('\u0000')}
      dots={slides.map((slide) => ({ key: slide.id, label: slide.goTo }))}
      labels={labels}
      after={
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
      }
    >
      {slides.map((slide, i) => (
        <div
          key={slide.id}
          role="group"
          aria-roledescription="slide"
          aria-label={slide.position}
          className={styles.slide}
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
      ))}
    </HeroCarousel>
  );
}
