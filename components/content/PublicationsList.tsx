import { getTranslations } from 'next-intl/server';
import ListLayout from '@/components/content/ListLayout';
import { publicationCard } from '@/components/content/cards';
import FilterLinks from '@/components/ui/FilterLinks';
import { formatYear } from '@/lib/format';
import { getPathname } from '@/lib/i18n/navigation';
import { PUBLICATION_KINDS, type PublicationFilters } from '@/lib/list-filters';
import { PUBLICATIONS_SEARCH_PATH } from '@/lib/list-paths';
import type { ListView } from '@/lib/list-route';
import type { Publication } from '@/lib/provider';

export type PublicationsListProps = ListView<Publication> & {
  /** The years to filter by (publicationYears in lib/list-filters.ts). */
  years: string[];
  filters?: PublicationFilters;
};

/** A page of `/publications`, or of its search view, with the search box and filters. */
export default async function PublicationsList({
  locale,
  result,
  failed,
  years,
  filters = {},
}: PublicationsListProps) {
  const t = await getTranslations('Pages.publications');
  const tLists = await getTranslations('Lists');
  const { q, kind, year } = filters;
  const filtered = Boolean(q || kind || year);
  return (
    <ListLayout
      title={t('title')}
      lead={t('description')}
      basePath={filtered ? PUBLICATIONS_SEARCH_PATH : '/publications'}
      before={
        <div className="filters">
          <form
            role="search"
            method="get"
            action={getPathname({ locale, href: PUBLICATIONS_SEARCH_PATH })}
            className="search-form"
          >
            <label htmlFor="publication-search">{tLists('searchLabel')}</label>
            <div>
              <input
                id="publication-search"
                type="search"
                name="q"
                defaultValue={q}
                placeholder={tLists('searchPlaceholder')}
                maxLength={100}
              />
              {kind ? <input type="hidden" name="kind" value={kind} /> : null}
              {year ? <input type="hidden" name="year" value={year} /> : null}
              <button type="submit" className="button">
                {tLists('search')}
              </button>
            </div>
          </form>
          {q ? <p className="results-for">{tLists('resultsFor', { query: q })}</p> : null}
          <FilterLinks
            label={tLists('type')}
            param="kind"
            allLabel={tLists('all')}
            options={PUBLICATION_KINDS.map((value) => ({ value, label: tLists(`kinds.${value}`) }))}
            current={kind}
            basePath={PUBLICATIONS_SEARCH_PATH}
            listPath="/publications"
            query={{ ...filters }}
          />
          {years.length > 1 ? (
            <FilterLinks
              label={tLists('year')}
              param="year"
              allLabel={tLists('all')}
              options={years.map((value) => ({
                value,
                label: formatYear(Number(value), locale),
              }))}
              current={year}
              basePath={PUBLICATIONS_SEARCH_PATH}
              listPath="/publications"
              query={{ ...filters }}
            />
          ) : null}
        </div>
      }
      cards={result.items.map((item) => publicationCard(item, locale))}
      emptyText={filtered ? tLists('noResults') : undefined}
      page={result}
      query={{ ...filters }}
      failed={failed}
    />
  );
}
