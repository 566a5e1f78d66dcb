import ContentImage from '@/components/ui/ContentImage';
import Link from 'next/link';
import styles from './FeaturedProjects.module.css';

export interface ProjectCardProps {
  title: string;
  image: string;
  /**
   * The project's address in the reader's language. Only a project with an id opens anything:
   * without one the card is not a link.
   */
  href: string | null;
}

export default function ProjectCard({ title, image, href }: ProjectCardProps) {
  const content = (
    <>
      <div className={styles.media}>
        <ContentImage
          src={image}
          alt=""
          fill
          sizes="(max-width: 540px) 100vw, (max-width: 1240px) 50vw, 600px"
          className={styles.image}
        />
      </div>
      <h3 className={styles.title}>{title}</h3>
    </>
  );
  return href ? (
    // Space opens it as Enter does (SpaceActivatesCards, rendered once by FeaturedProjects).
    <Link href={href} className={`${styles.card} ${styles.clickable}`} data-space-activates="">
      {content}
    </Link>
  ) : (
    <div className={styles.card}>{content}</div>
  );
}
