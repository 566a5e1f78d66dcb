import { Link } from '@/lib/i18n/navigation';
import styles from './FilterLinks.module.css';

export interface FilterLinksProps {
  label: string;
  /** The query parameter this group sets. */
  param: string;
  allLabel: string;
  options: { value: string; label: string }[];
  current: string | undefined;
  /** Where a filtered view lives (`/projects/filter`). */
  basePath: string;
  /** Where the list without any filter lives (`/projects`, a cached page). */
  listPath: string;
  /** The other filters in force, kept when this one changes (the page resets to 1). */
  query: Record<string, string | undefined>;
}

/**
 * Filters as plain links: they work without JavaScript and crawlers can follow them. Not
 * prefetched: each leads to a view rendered per request (the search's thirteen kinds, the
 * projects' and publications' filters), and Next would otherwise fetch every one in the viewport
 * while the page loads, a search on the server per link and their answers read on the phone's
 * main thread (docs/phone.md, "What holds the paint back, and what blocks").
 */
export default function FilterLinks({
  label,
  param,
  allLabel,
  options,
  current,
  basePath,
  listPath,
  query,
}: FilterLinksProps) {
  const href = (value: string | undefined) => {
    const kept = Object.entries({ ...query, [param]: value }).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    );
    return kept.length === 0 ? listPath : { pathname: basePath, query: Object.fromEntries(kept) };
  };
  return (
    <nav aria-label={label} className={styles.group}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <ul>
        {[{ value: undefined, label: allLabel }, ...options].map((option) => (
          <li key={option.value ?? 'all'}>
            <Link
              href={href(option.value)}
              aria-current={option.value === current ? 'true' : undefined}
              className={styles.chip}
              prefetch={false}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
