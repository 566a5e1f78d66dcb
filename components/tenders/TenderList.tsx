import { getTranslations } from 'next-intl/server';
import { isOpen } from '@/lib/deadlines';
import { formatActionDate, formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import type { Tender } from '@/lib/provider/types';
import StatusBadge from './StatusBadge';
import styles from './TenderList.module.css';

export interface TenderListProps {
  tenders: Tender[];
  locale: Locale;
  /** The provider could not be read: say so instead of "nothing yet". */
  failed: boolean;
}

/**
 * The tenders of one page, open ones first (the provider's order is kept otherwise), each with
 * its status, days remaining, place and dates, and a link to its details.
 */
export default async function TenderList({ tenders, locale, failed }: TenderListProps) {
  const t = await getTranslations('Tenders');
  const tCommon = await getTranslations('Common');
  if (tenders.length === 0) {
    return <p className={styles.empty}>{failed ? tCommon('unavailable') : tCommon('empty')}</p>;
  }
  const rows = tenders
    .map((tender) => ({ tender, open: isOpen(tender) }))
    .sort((a, b) => Number(b.open) - Number(a.open));
  return (
    <ul className={styles.list}>
      {rows.map(({ tender, open }) => (
        <li key={tender.id}>
          <article className={styles.item}>
            <div className={styles.status}>
              <StatusBadge open={open} label={open ? t('active') : t('expired')} />
              {open && tender.daysRemaining && tender.daysRemaining > 0 ? (
                <span className={styles.remaining}>
                  {t('daysRemaining', { count: tender.daysRemaining })}
                </span>
              ) : null}
            </div>
            <h2 className={styles.title}>
              <Link href={`/tenders/${tender.id}`} className={styles.link}>
                {tender.title}
              </Link>
            </h2>
            <dl className={styles.facts}>
              {[
                { label: t('fields.location'), value: tender.location },
                { label: t('fields.issueDate'), value: formatDate(tender.issueDate, locale) },
                { label: t('fields.deadline'), value: formatActionDate(tender.deadline, locale) },
              ].map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value ?? t('notSpecified')}</dd>
                </div>
              ))}
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
