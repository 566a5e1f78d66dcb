import { notFound, permanentRedirect } from 'next/navigation';
import ProjectsList from '@/components/content/ProjectsList';
import { loadDetail } from '@/lib/detail';
import { getPathname } from '@/lib/i18n/navigation';
import { PER_PAGE, choiceParam, emptyPage, queryPageNumber, readListPage } from '@/lib/list';
import { PROJECT_STATUSES, PROJECT_THEMES } from '@/lib/list-filters';
import { filteredViewMetadata } from '@/lib/list-route';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getProjects } from '@/lib/provider';

export const generateMetadata = filteredViewMetadata('projects', '/projects');

/**
 * Projects by theme and status. Rendered per request (it reads the query), from cached reads:
 * both filters are closed lists and the page number is checked against the last page before it
 * is read, so the reads it can cache are bounded (docs/operations.md, "What is cached, and for how long").
 */
export default async function ProjectsFilterPage({
  params,
  searchParams,
}: PageProps<'/[locale]/projects/filter'>) {
  const locale = await routeLocale(params);
  const query = await searchParams;
  const filters = {
    theme: choiceParam(query, 'theme', PROJECT_THEMES),
    status: choiceParam(query, 'status', PROJECT_STATUSES),
  };
  if (!filters.theme && !filters.status) {
    permanentRedirect(getPathname({ locale, href: '/projects' }));
  }
  const page = queryPageNumber(query);
  if (page === null) notFound();
  const loaded = await loadDetail(
    readListPage(getProjects, locale, page, { perPage: PER_PAGE, ...filters }),
    'projects filter',
  );
  // Rendered per request, so a plain notFound() sets the status before anything is sent.
  if (loaded.status === 'missing') notFound();
  const result = loaded.status === 'found' ? loaded.item : emptyPage<never>();
  return <ProjectsList result={result} failed={loaded.status === 'failed'} filters={filters} />;
}
