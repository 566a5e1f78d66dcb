import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import ContentImage from '@/components/ui/ContentImage';
import JsonLd from '@/components/seo/JsonLd';
import type { JsonLd as JsonLdData } from '@/lib/seo/jsonld';
import RichText from './RichText';
import styles from './DetailLayout.module.css';

export interface DetailLayoutProps {
  title: string;
  eyebrow?: string | null;
  meta?: ReactNode;
  image?: string | null;
  imageCaption?: string | null;
  lead?: string | null;
  body?: string | null;
  back: { href: string; label: string };
  aside?: ReactNode;
  /** schema.org data for the page (always a breadcrumb, plus the item's own type). */
  structuredData?: JsonLdData[];
  children?: ReactNode;
}

/** An item's page: back link, title, date line, image with caption, sanitised body, side column. */
export default function DetailLayout({ structuredData, title, eyebrow, meta, image, imageCaption, lead, body, back, aside, children }: DetailLayoutProps) {
  return (
    <article className={`container ${styles.detail}`}>
      {structuredData?.length ? <JsonLd data={structuredData} /> : null}
      <p className={styles.back}>
        <Link href={back.href}>
          <span className="flip-rtl" aria-hidden="true">
            ←
          </span>{' '}
          {back.label}
        </Link>
      </p>
      <header className={styles.header}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1>{title}</h1>
        {meta ? <div className={styles.meta}>{meta}</div> : null}
      </header>
      <div className={aside ? styles.columns : undefined}>
        <div>
          {image ? (
            <figure className={styles.figure}>
              <div className={styles.media}>
                <ContentImage src={image} alt={imageCaption ?? ''} fill priority sizes="(max-width: 1024px) 100vw, 760px" />
              </div>
              {imageCaption ? <figcaption>{imageCaption}</figcaption> : null}
            </figure>
          ) : null}
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {body ? <RichText html={body} /> : null}
          {children}
        </div>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
      </div>
    </article>
  );
}
