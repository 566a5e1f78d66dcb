import type { ReactNode } from 'react';
// The form's stylesheets, linked by the page itself: the form's code, which imports them too,
// comes after the paint (DeferredApplicationForm), and its server HTML must be styled before.
// Imported here, in a server component, they add no class map to the page's JavaScript.
import '@/components/forms/Form.module.css';
import './ApplicationForm.module.css';
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
