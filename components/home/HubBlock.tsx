import ContentImage from '@/components/ui/ContentImage';
import { SITE } from '@/lib/site';
import styles from './HubBlock.module.css';

export interface HubBlockProps {
  labels: {
    title: string;
    description: string;
    visit: string;
    maps: string;
    newTab: string;
    tags: string;
  };
  tags: string[];
}

/** The WEFE Nexus Hub promotion: logo, description, two new-tab buttons, tag chips. */
export default function HubBlock({ labels, tags }: HubBlockProps) {
  return (
    <section className={`section ${styles.hub}`} aria-labelledby="hub-title">
      <div className={`container ${styles.inner}`}>
        <ContentImage
          src="/brand/logo-mark.svg"
          alt=""
          width={96}
          height={96}
          unoptimized
          className={styles.logo}
        />
        <div className={styles.body}>
          <h2 id="hub-title" className={styles.title}>
            {labels.title}
          </h2>
          <p className={styles.text}>{labels.description}</p>
          <p className={styles.actions}>
            <a href={SITE.hubUrl} target="_blank" rel="noopener noreferrer" className="button">
              {labels.visit}
              <span className="visually-hidden"> {labels.newTab}</span>
            </a>
            <a
              href={SITE.hubMapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`button button-secondary ${styles.secondary}`}
            >
              {labels.maps}
              <span className="visually-hidden"> {labels.newTab}</span>
            </a>
          </p>
          <ul className={styles.tags} aria-label={labels.tags}>
            {tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
