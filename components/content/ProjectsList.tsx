import { getTranslations } from 'next-intl/server';
import ListLayout from '@/components/content/ListLayout';
import { projectCard } from '@/components/content/cards';
import FilterLinks from '@/components/ui/FilterLinks';
import { codeLabel } from '@/lib/i18n/labels';
import {
  PROJECT_STATUSES,
  PROJECT_THEMES,
  type ProjectFilters,
} from '@/lib/list-filters';
import { PROJECTS_FILTER_PATH } from '@/lib/list-paths';
import type { ListView } from '@/lib/list-route';
import type { ProjectSummary } from '@/lib/provider';

export type ProjectsListProps = Omit<ListView<ProjectSummary>, 'locale'> & {
  filters?: ProjectFilters;
};

/** A page of `/projects`, or of its filtered view, with the theme and status filters. */
export default async function ProjectsList({
  result,
  failed,
  filters = {},
}: ProjectsListProps) {
  const t = await getTranslations('Pages.projects');
  const tLists = await getTranslations('Lists');
  const filtered = Boolean(filters.theme || filters.status);
  return (
    <ListLayout
      title={t('title')}
      lead={t('description')}
      basePath={filtered ? PROJECTS_FILTER_PATH : '/projects'}
      before={
        <div className="filters">
          <FilterLinks
            label={tLists('theme')}
            param="theme"
            allLabel={tLists('all')}
            options={PROJECT_THEMES.map((value) => ({ value, label: tLists(`themes.${value}`) }))}
            current={filters.theme}
            basePath={PROJECTS_FILTER_PATH}
            listPath="/projects"
            query={{ ...filters }}
          />
          <FilterLinks
            label={tLists('status')}
            param="status"
            allLabel={tLists('all')}
            options={PROJECT_STATUSES.map((value) => ({
              value,
              label: tLists(`statuses.${value}`),
            }))}
            current={filters.status}
            basePath={PROJECTS_FILTER_PATH}
            listPath="/projects"
            query={{ ...filters }}
          />
        </div>
      }
      cards={result.items.map((item, index) =>
        projectCard(item, index, codeLabel(tLists, 'themes', item.theme)),
      )}
      page={result}
      query={{ ...filters }}
      failed={failed}
    />
  );
}
