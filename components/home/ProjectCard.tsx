'use client';

import type { KeyboardEvent } from 'react';
import ContentImage from '@/components/ui/ContentImage';
import Link from 'next/link';
import styles from './FeaturedProjects.module.css';

export interface ProjectCardProps {
  title: string;
  image: string;
  /**
   * The project's address in the reader's language (the server parent localises it, so this island
   * ships no routing code). Only a project with an id opens anything (spec §2): without one the
   * card is not a link.
   */
  href: string | null;
}

/** Space activates the card as Enter does (spec §2); links only answer Enter natively. */
function activateOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ' && event.key !== 'Spacebar') return;
  event.preventDefault();
  event.currentTarget.click();
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
    <Link href={href} className={`${styles.card} ${styles.clickable}`} onKeyDown={activateOnSpace}>
      {content}
    </Link>
  ) : (
    <div className={styles.card}>{content}</div>
  );
}
