import { Link } from '@/lib/i18n/navigation';
import ContentImage from './ContentImage';
import styles from './Card.module.css';

export interface CardData {
  key: string;
  title: string;
  href?: string | null;
  image?: string | null;
  eyebrow?: string | null;
  meta?: string | null;
  text?: string | null;
  /** Cards in a grid of people or logos keep the whole image visible. */
  fit?: 'cover' | 'contain';
  /** The link leads to another site (opens in a new tab, says so to screen readers). */
  external?: { newTabLabel: string };
}

export interface CardProps {
  card: CardData;
  headingLevel?: 'h2' | 'h3';
  /** The image is likely the page's largest paint: loaded at once, first, and preloaded. */
  priority?: boolean;
}

/** A list item with image, title, date and a link on the title (the whole card is clickable). */
export default function Card({ card, headingLevel: Heading = 'h2', priority = false }: CardProps) {
  return (
    <article className={styles.card}>
      {card.image ? (
        <div className={`${styles.media} ${card.fit === 'contain' ? styles.contain : ''}`}>
          <ContentImage
            src={card.image}
            alt=""
            fill
            priority={priority}
            sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 380px"
          />
        </div>
      ) : null}
      <div className={styles.body}>
        {card.eyebrow ? <p className={styles.eyebrow}>{card.eyebrow}</p> : null}
        <Heading className={styles.title}>
          {card.href && card.external ? (
            <a href={card.href} className={styles.link} target="_blank" rel="noopener">
              {card.title}
              <span className="visually-hidden"> {card.external.newTabLabel}</span>
            </a>
          ) : card.href ? (
            <Link href={card.href} className={styles.link}>
              {card.title}
            </Link>
          ) : (
            card.title
          )}
        </Heading>
        {card.meta ? <p className={styles.meta}>{card.meta}</p> : null}
        {card.text ? <p className={styles.text}>{card.text}</p> : null}
      </div>
    </article>
  );
}
