import { getTranslations } from 'next-intl/server';
import CountryProfiles from '@/components/content/CountryProfiles';
import ImpactFigures from '@/components/content/ImpactFigures';
import { projectCard } from '@/components/content/cards';
import CardGrid from '@/components/ui/CardGrid';
import PageHeader from '@/components/ui/PageHeader';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { getImpacts, getMemberStates, resources, withFallback } from '@/lib/provider';

export const revalidate = 300;
export const generateMetadata = staticPageMetadata('footprint', '/footprint');

export default async function FootprintPage({ params }: PageProps<'/[locale]/footprint'>) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Pages.footprint');
  const tHome = await getTranslations('Pages.home');
  const tCommon = await getTranslations('Common');
  const tHeader = await getTranslations('Header.items');
  const [impacts, members, projects] = await Promise.all([
    withFallback(getImpacts(locale), [], 'impacts'),
    withFallback(getMemberStates(locale), [], 'member states'),
    withFallback(resources.projects.all(locale), [], 'projects'),
  ]);
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <div className="container section">
        {impacts.length ? <ImpactFigures impacts={impacts} /> : null}
        <h2 className="section-title">{tHeader('countries')}</h2>
        {members.length && projects.length ? (
          <CountryProfiles members={members} projects={projects} variant="footprint" />
        ) : (
          <p>{tCommon('unavailable')}</p>
        )}
        <h2 className="section-title">{tHome('featuredProjects')}</h2>
        <CardGrid
          headingLevel="h3"
          emptyText={tCommon('empty')}
          cards={projects.slice(0, 6).map((p, i) => projectCard(p, i))}
        />
      </div>
    </>
  );
}
