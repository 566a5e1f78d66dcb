import { getTranslations } from 'next-intl/server';
import DetailLayout from '@/components/content/DetailLayout';
import FactList from '@/components/ui/FactList';
import { formatDate, formatList } from '@/lib/format';
import { codeLabel } from '@/lib/i18n/labels';
import { detailRoute } from '@/lib/detail';
import { detailBreadcrumb } from '@/lib/seo/breadcrumbs';
import { getMemberStates, getProject, getProjects, withFallback } from '@/lib/provider';
import DetailFallback from '@/components/layout/DetailFallback';

export const revalidate = 300;

const route = detailRoute({
  base: '/projects',
  list: (locale) => getProjects(locale, { perPage: 100 }).then((r) => r.items),
  get: getProject,
  describe: (project) => ({
    title: project.title,
    description: project.summary ?? project.title,
    image: project.image,
  }),
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function ProjectPage({ params }: PageProps<'/[locale]/projects/[id]'>) {
  const { locale, loaded } = await route.resolve(params);
  if (loaded.status !== 'found')
    return <DetailFallback loaded={loaded} back="/projects" section="projects" />;
  const project = loaded.item;
  const t = await getTranslations('Lists');
  const tCommon = await getTranslations('Common');
  const tPage = await getTranslations('Pages.projects');
  const members = await withFallback(
    getMemberStates(locale),
    [],
    'member states for project countries',
  );
  // Country codes become names in the reader's language where the member list knows them.
  const countryNames = project.countries.map(
    (code) => members.find((m) => m.code === code)?.name ?? code.toUpperCase(),
  );
  const start = formatDate(project.startDate, locale);
  const end = formatDate(project.endDate, locale);
  return (
    <DetailLayout
      structuredData={[
        await detailBreadcrumb(
          locale,
          { name: tPage('title'), path: '/projects' },
          { name: project.title, path: `/projects/${project.id}` },
        ),
      ]}
      title={project.title}
      eyebrow={codeLabel(t, 'themes', project.theme) ?? tCommon('project')}
      image={project.image}
      lead={project.summary}
      body={project.body}
      back={{ href: '/projects', label: tCommon('backTo', { section: tPage('title') }) }}
      aside={
        <FactList
          facts={[
            { label: t('status'), value: codeLabel(t, 'statuses', project.status) },
            {
              label: t('period'),
              value:
                start && end
                  ? `${start} – ${end}`
                  : start
                    ? t('ongoingSince', { date: start })
                    : null,
            },
            {
              label: t('countriesInvolved'),
              value: countryNames.length ? formatList(countryNames, locale) : null,
            },
          ]}
        />
      }
    />
  );
}
