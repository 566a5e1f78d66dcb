import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import styles from './TenderState.module.css';

export interface TenderStateProps {
  title: string;
  message: string;
  /** An error is announced; a not-found page is simply read. */
  alert?: boolean;
  action?: ReactNode;
}

/** The tender page without a tender: a title, a message, an optional action and the way back. */
export default async function TenderState({ title, message, alert, action }: TenderStateProps) {
  const t = await getTranslations('Tenders');
  return (
    <section
      className={`container ${styles.state}`}
      role={alert ? 'alert' : undefined}
      aria-labelledby="tender-state-title"
    >
      <h1 id="tender-state-title">{title}</h1>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        {action}
        <Link href="/tenders" className={action ? 'button button-secondary' : 'button'}>
          <span className="flip-rtl" aria-hidden="true">
            ←
          </span>
          {t('back')}
        </Link>
      </div>
    </section>
  );
}
