import { getTranslations } from 'next-intl/server';
import ListPage from '@/components/content/ListPage';
import { publicationCard } from '@/components/content/cards';
import FilterLinks from '@/components/ui/FilterLinks';
import { PER_PAGE, choiceParam, emptyPage, pageParam } from '@/lib/list';
import { pageLocale, staticPageMetadata } from '@/lib/page';
import { getPublications, withFallback, type Publication } from '@/lib/provider';

export const generateMetadata = staticPageMetadata('publications', '/publications');

const KINDS = ['report', 'policy-brief', 'guideline', 'proceedings', 'atlas'] as const;

export default async function PublicationsPage({
  params,
  searchParams,
}: PageProps<'/[locale]/publications'>) {
  const locale = await pageLocale(params);
  const page = await pageParam(searchParams);
  const query = await searchParams;
  const raw = Array.isArray(query.q) ? query.q[0] : query.q;
  const q = raw?.trim().slice(0, 100) || undefined;
  const kind = choiceParam(query, 'kind', KINDS);
  const rawYear = Array.isArray(query.year) ? query.year[0] : query.year;
  const year = rawYear && /^\d{4}$/.test(rawYear) ? rawYear : undefined;
  const t = await getTranslations('Pages.publications');
  const tLists = await getTranslations('Lists');
  // The years on offer come from the whole list.
  const [filtered, all] = await Promise.all([
    withFallback(
      getPublications(locale, { page, perPage: PER_PAGE, q, kind, year }),
      emptyPage<Publication>(),
      'publications list',
    ),
    withFallback(
      getPublications(locale, { perPage: 100 }).then((r) => r.items),
      [],
      'publication years',
    ),
  ]);
  const years = [
    ...new Set(all.map((p) => p.date?.slice(0, 4)).filter((y): y is string => Boolean(y))),
  ]
    .sort()
    .reverse();
  const filters = { q, kind, year };
  return (
    <ListPage
      title={t('title')}
      lead={t('description')}
      basePath="/publications"
      before={
        <div className="filters">
          {/* No action: the form submits to this page (an empty action attribute is invalid HTML). */}
          <form role="search" method="get" className="search-form">
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
            options={KINDS.map((value) => ({ value, label: tLists(`kinds.${value}`) }))}
            current={kind}
            basePath="/publications"
            query={filters}
          />
          {years.length > 1 ? (
            <FilterLinks
              label={tLists('year')}
              param="year"
              allLabel={tLists('all')}
              options={years.map((value) => ({
                value,
                label: new Intl.NumberFormat(locale, { useGrouping: false }).format(Number(value)),
              }))}
              current={year}
              basePath="/publications"
              query={filters}
            />
          ) : null}
        </div>
      }
      cards={filtered.items.map((item) => publicationCard(item, locale))}
      emptyText={q || kind || year ? tLists('noResults') : undefined}
      page={filtered}
      query={filters}
      failed={'failed' in filtered}
    />
  );
}
