import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import styles from './Pagination.module.css';

export interface PaginationProps {
  page: number;
  lastPage: number;
  basePath: string;
  /** Other query parameters to keep (filters). */
  query?: Record<string, string | undefined>;
}

/** Real links (not buttons) so crawlers can follow every page of a list. */
export default async function Pagination({
  page,
  lastPage,
  basePath,
  query = {},
}: PaginationProps) {
  if (lastPage <= 1) return null;
  const t = await getTranslations('Common');
  const href = (target: number) => ({
    pathname: basePath,
    query: Object.fromEntries(
      Object.entries({ ...query, page: target > 1 ? String(target) : undefined }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    ),
  });
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={styles.step}>
          {t('previousPage')}
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.status} aria-current="page">
        {t('pageOf', { page, total: lastPage })}
      </span>
      {page < lastPage ? (
        <Link href={href(page + 1)} rel="next" className={styles.step}>
          {t('nextPage')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
