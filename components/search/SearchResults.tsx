import { getTranslations } from 'next-intl/server';
import FilterLinks from '@/components/ui/FilterLinks';
import Pagination from '@/components/ui/Pagination';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/format';
import { MAX_QUERY_LENGTH, SEARCH_KINDS, type SearchKind } from '@/lib/search/engine';
import type { SearchPage } from '@/lib/search/service';
import styles from './SearchResults.module.css';

/** What to browse when nothing matched: the kinds that have a list page of their own. */
const BROWSE: { kind: SearchKind; href: string }[] = [
  { kind: 'news', href: '/news' },
  { kind: 'events', href: '/events' },
  { kind: 'projects', href: '/projects' },
  { kind: 'publications', href: '/publications' },
  { kind: 'stories', href: '/stories' },
  { kind: 'tenders', href: '/tenders' },
  { kind: 'vacancies', href: '/vacancies' },
];

export interface SearchResultsProps {
  result: SearchPage;
  locale: Locale;
}

/**
 * The states of a search (no query, nothing found, results) and the results themselves. Every
 * text from the query or the content is rendered as React text, so markup in it stays text.
 */
export default async function SearchResults({ result, locale }: SearchResultsProps) {
  const t = await getTranslations('Search');
  const tCommon = await getTranslations('Common');
  const { query, kind } = result;
  const kindLabel = (value: SearchKind) => t(`kinds.${value}`);

  const notices = (
    <>
      {query.cut ? (
        <p className={styles.notice} role="note">
          {t('tooLong', { max: MAX_QUERY_LENGTH })}
        </p>
      ) : null}
      {result.unavailable.length ? (
        <p className={styles.notice} role="note">
          {t('unavailable')}
        </p>
      ) : null}
    </>
  );

  if (query.terms.length === 0) {
    return (
      <>
        {notices}
        <p className={styles.status}>{t('noQuery')}</p>
        <Browse label={t('browse')} kindLabel={kindLabel} />
      </>
    );
  }

  if (result.total === 0) {
    return (
      <>
        {notices}
        <h2 className={styles.status}>{t('noResults', { query: query.text })}</h2>
        <p>{t('suggestions')}</p>
        <Browse label={t('browse')} kindLabel={kindLabel} />
      </>
    );
  }

  const filters = { q: query.text, kind };
  return (
    <>
      {notices}
      <h2 className={styles.status}>
        {t('resultsFor', {
          count: kind ? (result.counts[kind] ?? 0) : result.total,
          query: query.text,
        })}
      </h2>
      {result.partial ? <p className={styles.notice}>{t('partial')}</p> : null}
      <FilterLinks
        label={t('kindFilter')}
        param="kind"
        allLabel={t('allKinds', { count: result.total })}
        options={SEARCH_KINDS.flatMap((value) => {
          const count = result.counts[value];
          return count ? [{ value, label: t('kindCount', { kind: kindLabel(value), count }) }] : [];
        })}
        current={kind}
        basePath="/search"
        listPath="/search"
        query={{ q: query.text }}
      />
      <ol className={styles.list} aria-label={t('resultsHeading')}>
        {result.items.map((item) => {
          const date = item.kind === 'cop' ? null : formatDate(item.date, locale);
          return (
            <li key={item.id} className={styles.item}>
              <p className={styles.meta}>
                <span className={styles.kind}>{kindLabel(item.kind)}</span>
                {item.open !== null ? (
                  <span className={item.open ? styles.open : styles.closed}>
                    {item.open ? tCommon('open') : tCommon('closed')}
                  </span>
                ) : null}
                {date && item.date ? <time dateTime={item.date}>{date}</time> : null}
                {/* A COP session is known by its year only. */}
                {item.kind === 'cop' && item.date ? <span>{item.date}</span> : null}
              </p>
              <h3 className={styles.title}>
                <Link href={item.href}>{item.title}</Link>
              </h3>
              {item.snippet.length ? (
                <p className={styles.snippet}>
                  {item.snippet.map((part, index) =>
                    part.mark ? <mark key={index}>{part.text}</mark> : part.text,
                  )}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Pagination
        page={result.page}
        lastPage={result.lastPage}
        basePath="/search"
        query={filters}
      />
    </>
  );
}

function Browse({ label, kindLabel }: { label: string; kindLabel: (kind: SearchKind) => string }) {
  return (
    <nav aria-label={label} className={styles.browse}>
      <ul>
        {BROWSE.map((entry) => (
          <li key={entry.kind}>
            <Link href={entry.href}>{kindLabel(entry.kind)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
