import { getTranslations } from 'next-intl/server';
import ImpactFigures from '@/components/content/ImpactFigures';
import { projectCard } from '@/components/content/cards';
import CardGrid from '@/components/ui/CardGrid';
import PageHeader from '@/components/ui/PageHeader';
import { Link } from '@/lib/i18n/navigation';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { getImpacts, getPrograms, getProjects, withFallback } from '@/lib/provider';

export const revalidate = 300;
export const generateMetadata = staticPageMetadata('whatWeDo', '/what-we-do');

export default async function WhatWeDoPage({ params }: PageProps<'/[locale]/what-we-do'>) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Pages.whatWeDo');
  const tLists = await getTranslations('Lists');
  const tHome = await getTranslations('Pages.home');
  const tCommon = await getTranslations('Common');
  const [programs, impacts, projects] = await Promise.all([
    withFallback(getPrograms(locale), [], 'programmes'),
    withFallback(getImpacts(locale), [], 'impacts'),
    withFallback(
      getProjects(locale, { perPage: 4 }).then((r) => r.items),
      [],
      'featured projects',
    ),
  ]);
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <div className="container section">
        <h2 className="section-title">{tLists('programmes')}</h2>
        <CardGrid
          headingLevel="h3"
          emptyText={tCommon('empty')}
          cards={programs.map((program) => ({
            key: program.id,
            title: program.title,
            image: program.image,
            text: program.summary,
          }))}
        />
        {impacts.length ? (
          <>
            <h2 className="section-title">{tLists('impact')}</h2>
            <ImpactFigures impacts={impacts} />
          </>
        ) : null}
        <h2 className="section-title">{tHome('featuredProjects')}</h2>
        <CardGrid
          headingLevel="h3"
          columns={2}
          emptyText={tCommon('empty')}
          cards={projects.map((p, i) => projectCard(p, i))}
        />
        <p className="section-actions">
          <Link href="/projects" className="button">
            {tHome('allProjects')}
          </Link>
        </p>
      </div>
    </>
  );
}
