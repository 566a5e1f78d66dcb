import { getTranslations } from 'next-intl/server';
import Facts from '@/components/content/Facts';
import OrgChart from '@/components/content/OrgChart';
import RichText from '@/components/content/RichText';
import PageHeader from '@/components/ui/PageHeader';
import { Link } from '@/lib/i18n/navigation';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { getEditorialPage, getSystemCharts, withFallback } from '@/lib/provider';

export const revalidate = 300;
export const generateMetadata = staticPageMetadata('whoWeAre', '/who-we-are');

export default async function WhoWeArePage({ params }: PageProps<'/[locale]/who-we-are'>) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Pages.whoWeAre');
  const tLists = await getTranslations('Lists');
  const tHeader = await getTranslations('Header.items');
  const [about, vision, mission, history, chart] = await Promise.all([
    withFallback(getEditorialPage(locale, 'about'), null, 'about page'),
    withFallback(getEditorialPage(locale, 'vision'), null, 'vision page'),
    withFallback(getEditorialPage(locale, 'mission'), null, 'mission page'),
    withFallback(getEditorialPage(locale, 'history'), null, 'history page'),
    withFallback(getSystemCharts(locale), [], 'organisational structure'),
  ]);
  return (
    <>
      <PageHeader title={t('title')} lead={about?.summary ?? t('description')} />
      <div className="container section">
        {about ? <RichText html={about.body} /> : null}
        <Facts />
        {vision || mission ? (
          <>
            <h2 className="section-title">{tLists('visionMission')}</h2>
            <div className="two-columns">
              {[vision, mission].map((page) =>
                page ? (
                  <section key={page.slug} className="panel">
                    <h3>{page.title}</h3>
                    <RichText html={page.body} under={3} />
                  </section>
                ) : null,
              )}
            </div>
          </>
        ) : null}
        {history ? (
          <>
            <h2 className="section-title">{history.title || tLists('history')}</h2>
            <RichText html={history.body} under={2} />
          </>
        ) : null}
        {chart.length ? (
          <>
            <h2 className="section-title" id="structure">
              {tLists('structure')}
            </h2>
            <OrgChart nodes={chart} />
          </>
        ) : null}
        <h2 className="section-title">{tLists('keyDocuments')}</h2>
        <ul className="link-list">
          <li>
            <Link href="/members">{tHeader('members')}</Link>
          </li>
          <li>
            <Link href="/team">{tHeader('team')}</Link>
          </li>
          <li>
            <Link href="/partners">{tHeader('partners')}</Link>
          </li>
          <li>
            <Link href="/oic-water-vision">{tHeader('waterVision')}</Link>
          </li>
          <li>
            <Link href="/publications">{tLists('moreDocuments')}</Link>
          </li>
        </ul>
      </div>
    </>
  );
}
