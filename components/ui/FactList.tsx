import type { ReactNode } from 'react';
import styles from './FactList.module.css';

export interface FactListProps {
  facts: { label: string; value: ReactNode }[];
}

/** Label–value pairs for a detail page's side column. Empty values are left out. */
export default function FactList({ facts }: FactListProps) {
  const shown = facts.filter(
    (fact) => fact.value !== null && fact.value !== undefined && fact.value !== '',
  );
  if (shown.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {shown.map((fact) => (
        <div key={fact.label} className={styles.row}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
