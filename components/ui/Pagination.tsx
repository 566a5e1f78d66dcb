import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { listPath } from '@/lib/list-paths';
import styles from './Pagination.module.css';

export interface PaginationProps {
  page: number;
  lastPage: number;
  basePath: string;
  /**
   * Filters in force on a per-request list (`/projects/filter?theme=…`): the page then travels in
   * the query with them. Without filters, pages are paths (`/news/page/2`), each cached.
   */
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
  const filters = Object.entries(query).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const href = (target: number) =>
    filters.length === 0
      ? listPath(basePath, target)
      : {
          pathname: basePath,
          query: Object.fromEntries(target > 1 ? [...filters, ['page', String(target)]] : filters),
        };
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
