import type { ReactNode } from 'react';
import styles from './ApplicationSection.module.css';

export interface ApplicationSectionProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/** The titled region of a page that holds its application form. */
export default function ApplicationSection({ title, intro, children }: ApplicationSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="application-title">
      <h2 id="application-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.intro}>{intro}</p>
      {children}
    </section>
  );
}
