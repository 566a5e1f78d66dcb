import { getTranslations } from 'next-intl/server';
import ListPage from '@/components/content/ListPage';
import { projectCard } from '@/components/content/cards';
import { codeLabel } from '@/lib/i18n/labels';
import { PER_PAGE, emptyPage, pageParam } from '@/lib/list';
import { pageLocale, staticPageMetadata } from '@/lib/page';
import { getProjects, withFallback, type ProjectSummary } from '@/lib/provider';

export const generateMetadata = staticPageMetadata('projects', '/projects');

export default async function ProjectsPage({
  params,
  searchParams,
}: PageProps<'/[locale]/projects'>) {
  const locale = await pageLocale(params);
  const page = await pageParam(searchParams);
  const t = await getTranslations('Pages.projects');
  const tLists = await getTranslations('Lists');
  const result = await withFallback(
    getProjects(locale, { page, perPage: PER_PAGE }),
    emptyPage<ProjectSummary>(),
    'projects list',
  );
  return (
    <ListPage
      title={t('title')}
      lead={t('description')}
      basePath="/projects"
      cards={result.items.map((item, index) =>
        projectCard(item, index, codeLabel(tLists, 'themes', item.theme)),
      )}
      page={result}
      failed={'failed' in result}
    />
  );
}
