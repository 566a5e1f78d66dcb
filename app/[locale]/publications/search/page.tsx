import { notFound, permanentRedirect } from 'next/navigation';
import PublicationsList from '@/components/content/PublicationsList';
import { loadDetail } from '@/lib/detail';
import { getPathname } from '@/lib/i18n/navigation';
import { PER_PAGE, choiceParam, emptyPage, queryPageNumber, readListPage } from '@/lib/list';
import { PUBLICATION_KINDS, publicationYears } from '@/lib/list-filters';
import { filteredViewMetadata } from '@/lib/list-route';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPublications, resources, searchPublications } from '@/lib/provider';

export const generateMetadata = filteredViewMetadata('publications', '/publications');

/**
 * Publications by text, type and year, rendered per request (it reads the query). A text query
 * is read from the provider uncached: every string a visitor types would otherwise become a cache
 * entry. Type and year come from closed lists (the year must be one the list offers), so their
 * cached reads stay bounded (docs/operations.md, "What is cached, and for how long").
 */
export default async function PublicationsSearchPage({
  params,
  searchParams,
}: PageProps<'/[locale]/publications/search'>) {
  const locale = await routeLocale(params);
  const query = await searchParams;
  const raw = Array.isArray(query.q) ? query.q[0] : query.q;
  const q = raw?.trim().slice(0, 100) || undefined;
  const kind = choiceParam(query, 'kind', PUBLICATION_KINDS);
  const years = await publicationYears(resources.publications.all(locale));
  const year = choiceParam(query, 'year', years);
  if (!q && !kind && !year) {
    permanentRedirect(getPathname({ locale, href: '/publications' }));
  }
  const page = queryPageNumber(query);
  if (page === null) notFound();
  const filters = { q, kind, year };
  const loaded = await loadDetail(
    readListPage(q ? searchPublications : getPublications, locale, page, {
      perPage: PER_PAGE,
      ...filters,
    }),
    'publications search',
  );
  // Rendered per request, so a plain notFound() sets the status before anything is sent.
  if (loaded.status === 'missing') notFound();
  return (
    <PublicationsList
      locale={locale}
      result={loaded.status === 'found' ? loaded.item : emptyPage()}
      failed={loaded.status === 'failed'}
      years={years}
      filters={filters}
    />
  );
}
