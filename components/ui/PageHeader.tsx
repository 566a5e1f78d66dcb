import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  title: string;
  lead?: string | null;
  eyebrow?: string | null;
  children?: ReactNode;
}

/** The band at the top of every inner page: optional eyebrow, the page's one h1, a lead. */
export default function PageHeader({ title, lead, eyebrow, children }: PageHeaderProps) {
  return (
    <div className={styles.band}>
      <div className="container">
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
