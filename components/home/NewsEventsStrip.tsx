import { formatActionDate, formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import type { HomeEventItem } from '@/lib/provider/types';
import { contentImageProps } from '@/components/ui/ContentImage';
import StripImage from './StripImage';
import styles from './NewsEventsStrip.module.css';

/** The home strip shows at most 3 items. */
export const STRIP_LIMIT = 3;

/** The card image of an item without one, or whose image fails to load. */
export const STRIP_PLACEHOLDER = '/content/placeholder.webp';

/** next/image's attributes for a card image, computed here so the island ships no image code. */
function stripImage(src: string, className?: string) {
  return contentImageProps({
    src,
    alt: '',
    fill: true,
    sizes: '(max-width: 768px) 100vw, 380px',
    className,
  });
}

export interface NewsEventsStripProps {
  items: HomeEventItem[];
  locale: Locale;
  labels: { title: string; viewAll: string; readMore: string; news: string; event: string };
}

export function stripHref(item: Pick<HomeEventItem, 'id' | 'type'>): string {
  const id = encodeURIComponent(item.id);
  return item.type === 'news' ? `/news/${id}` : `/events/${id}`;
}

/**
 * Latest news and events, rendered on the server so crawlers read it. A failed read arrives here
 * as an empty list, and the strip then stays out of the page, silently (docs/features.md, "The home page").
 */
export default function NewsEventsStrip({ items, locale, labels }: NewsEventsStripProps) {
  const shown = items.slice(0, STRIP_LIMIT);
  if (shown.length === 0) return null;
  // One object for every card: the RSC payload then carries the placeholder's attributes once and
  // refers to them from the other cards (600 bytes a card otherwise).
  const placeholder = stripImage(STRIP_PLACEHOLDER, styles.image);
  return (
    <section className={`section ${styles.strip}`} aria-labelledby="strip-title">
      <div className="container">
        <div className={styles.head}>
          <h2 id="strip-title" className={styles.heading}>
            {labels.title}
          </h2>
          <Link href="/events" className={styles.viewAll}>
            {labels.viewAll}
            <span aria-hidden="true" className={`flip-rtl ${styles.arrow}`}>
              →
            </span>
          </Link>
        </div>
        <ul className={styles.grid}>
          {shown.map((item) => {
            // An event's day is one to act on (lib/format.ts); a news item's is only read.
            const date = (item.type === 'news' ? formatDate : formatActionDate)(
              item.date,
              locale,
              'short',
            );
            const href = stripHref(item);
            const titleId = `strip-${item.type}-${item.id}`;
            return (
              <li key={`${item.type}-${item.id}`}>
                <article className={styles.card} aria-labelledby={titleId}>
                  <div className={styles.media}>
                    <StripImage
                      image={item.image ? stripImage(item.image, styles.image) : null}
                      placeholder={placeholder}
                    />
                    <span className={`${styles.badge} ${item.type === 'news' ? styles.news : ''}`}>
                      {item.type === 'news' ? labels.news : labels.event}
                    </span>
                  </div>
                  <div className={styles.body}>
                    {date && item.date ? (
                      <time className={styles.date} dateTime={item.date}>
                        {date}
                      </time>
                    ) : null}
                    <h3 id={titleId} className={styles.title}>
                      {item.title}
                    </h3>
                    {/* One link per card; it covers the card, and the title describes it. */}
                    <Link href={href} className={styles.readMore} aria-describedby={titleId}>
                      {labels.readMore}
                      <span aria-hidden="true" className={`flip-rtl ${styles.arrow}`}>
                        →
                      </span>
                    </Link>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
