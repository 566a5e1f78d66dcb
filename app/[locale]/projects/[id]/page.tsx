import { getTranslations } from 'next-intl/server';
import DetailLayout from '@/components/content/DetailLayout';
import FactList from '@/components/ui/FactList';
import { formatDate, formatList } from '@/lib/format';
import { codeLabel } from '@/lib/i18n/labels';
import { detailRoute } from '@/lib/detail';
import { detailBreadcrumb } from '@/lib/seo/breadcrumbs';
import { projectCard } from '@/components/content/cards';
import CardGrid from '@/components/ui/CardGrid';
import {
  getMemberStates,
  getPartners,
  getProject,
  getProjects,
  resources,
  withFallback,
} from '@/lib/provider';
import DetailFallback from '@/components/layout/DetailFallback';

export const revalidate = 300;

const route = detailRoute({
  base: '/projects',
  first: resources.projects.first,
  get: getProject,
  describe: (project) => ({
    title: project.title,
    description: project.summary ?? project.title,
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
  const tDates = await getTranslations('Dates');
  const tPartners = await getTranslations('Pages.partners');
  const [members, partners, sameTheme] = await Promise.all([
    withFallback(getMemberStates(locale), [], 'member states for project countries'),
    withFallback(
      getPartners(locale, { perPage: 100 }).then((r) => r.items),
      [],
      'partners of a project',
    ),
    withFallback(
      getProjects(locale, { perPage: 4, theme: project.theme ?? undefined }).then((r) => r.items),
      [],
      'related projects',
    ),
  ]);
  const projectPartners = partners.filter((partner) => project.partnerIds.includes(partner.id));
  const related = sameTheme.filter((other) => other.id !== project.id).slice(0, 3);
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
                  ? tDates('range', { start, end })
                  : start
                    ? t('ongoingSince', { date: start })
                    : null,
            },
            {
              label: t('countriesInvolved'),
              value: countryNames.length ? formatList(countryNames, locale) : null,
            },
            {
              label: tPartners('title'),
              value: projectPartners.length ? (
                <ul className="plain-list">
                  {projectPartners.map((partner) => (
                    <li key={partner.id}>
                      {partner.url ? (
                        <a href={partner.url} target="_blank" rel="noopener">
                          {partner.name}
                          <span className="visually-hidden"> {tCommon('opensInNewTab')}</span>
                        </a>
                      ) : (
                        partner.name
                      )}
                    </li>
                  ))}
                </ul>
              ) : null,
            },
          ]}
        />
      }
    >
      {related.length ? (
        <section aria-labelledby="related-projects" className="related">
          <h2 id="related-projects">{t('relatedProjects')}</h2>
          <CardGrid
            headingLevel="h3"
            emptyText={tCommon('empty')}
            cards={related.map((other, index) =>
              projectCard(other, index, codeLabel(t, 'themes', other.theme)),
            )}
          />
        </section>
      ) : null}
    </DetailLayout>
  );
}
