import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import SearchForm from '@/components/search/SearchForm';
import SearchResults from '@/components/search/SearchResults';
import PageHeader from '@/components/ui/PageHeader';
import { choiceParam, queryPageNumber } from '@/lib/list';
import { routeLocale } from '@/lib/i18n/route-locale';
import { buildMetadata } from '@/lib/seo/metadata';
import { SEARCH_KINDS } from '@/lib/search/engine';
import { searchSite } from '@/lib/search/service';

/**
 * Results pages are for visitors, not for search engines: `noindex` (a results page per query
 * would be thin, duplicate content), but its links may be followed.
 */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/search'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'Search' });
  return {
    ...buildMetadata({ locale, path: '/search', title: t('title'), description: t('description') }),
    robots: { index: false, follow: true },
  };
}

/**
 * Renders on every request: it reads `?q=`, `?kind=` and `?page=` (so Next answers it
 * `private, no-store` and caches nothing per query). The index it searches is built once per
 * language from the cached provider reads (lib/search/service.ts).
 */
export default async function SearchPage({ params, searchParams }: PageProps<'/[locale]/search'>) {
  const locale = await routeLocale(params);
  const query = await searchParams;
  const raw = Array.isArray(query.q) ? query.q[0] : query.q;
  const result = await searchSite(locale, {
    q: raw,
    kind: choiceParam(query, 'kind', SEARCH_KINDS),
    // A page number that is not one (`?page=abc`) shows the first page: a search never errors.
    page: queryPageNumber(query) ?? 1,
  });
  const t = await getTranslations('Search');
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')}>
        <SearchForm id="search-page-query" defaultValue={result.query.text} variant="page" />
      </PageHeader>
      <div className="container section">
        <SearchResults result={result} locale={locale} />
      </div>
    </>
  );
}
