import { getTranslations } from 'next-intl/server';
import ListPage from '@/components/content/ListPage';
import { projectCard } from '@/components/content/cards';
import FilterLinks from '@/components/ui/FilterLinks';
import { codeLabel } from '@/lib/i18n/labels';
import { PER_PAGE, choiceParam, emptyPage, pageParam } from '@/lib/list';
import { pageLocale, staticPageMetadata } from '@/lib/page';
import { getProjects, withFallback, type ProjectSummary } from '@/lib/provider';

export const generateMetadata = staticPageMetadata('projects', '/projects');

const THEMES = ['water', 'energy', 'food', 'environment', 'nexus'] as const;
const STATUSES = ['ongoing', 'completed'] as const;

export default async function ProjectsPage({
  params,
  searchParams,
}: PageProps<'/[locale]/projects'>) {
  const locale = await pageLocale(params);
  const page = await pageParam(searchParams);
  const query = await searchParams;
  const theme = choiceParam(query, 'theme', THEMES);
  const status = choiceParam(query, 'status', STATUSES);
  const t = await getTranslations('Pages.projects');
  const tLists = await getTranslations('Lists');
  const result = await withFallback(
    getProjects(locale, { page, perPage: PER_PAGE, theme, status }),
    emptyPage<ProjectSummary>(),
    'projects list',
  );
  const filters = { theme, status };
  return (
    <ListPage
      title={t('title')}
      lead={t('description')}
      basePath="/projects"
      before={
        <div className="filters">
          <FilterLinks
            label={tLists('theme')}
            param="theme"
            allLabel={tLists('all')}
            options={THEMES.map((value) => ({ value, label: tLists(`themes.${value}`) }))}
            current={theme}
            basePath="/projects"
            query={filters}
          />
          <FilterLinks
            label={tLists('status')}
            param="status"
            allLabel={tLists('all')}
            options={STATUSES.map((value) => ({ value, label: tLists(`statuses.${value}`) }))}
            current={status}
            basePath="/projects"
            query={filters}
          />
        </div>
      }
      cards={result.items.map((item, index) =>
        projectCard(item, index, codeLabel(tLists, 'themes', item.theme)),
      )}
      page={result}
      query={filters}
      failed={'failed' in result}
    />
  );
}
