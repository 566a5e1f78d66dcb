import { getMessages, getTranslations } from 'next-intl/server';
import DeferredMemberMap from '@/components/map/DeferredMemberMap';
import MemberList from '@/components/content/MemberList';
import RichText from '@/components/content/RichText';
import PageHeader from '@/components/ui/PageHeader';
import { Link } from '@/lib/i18n/navigation';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { getMemberStates, getEditorialPage, withFallback } from '@/lib/provider';

export const revalidate = 300;
export const generateMetadata = staticPageMetadata('whoWeAreMap', '/who-we-are-map');

// The mobile drawer's "Who we are": the story led by the member map (the home page's island),
// with the member list beneath it for readers and crawlers without JavaScript.
export default async function WhoWeAreMapPage({ params }: PageProps<'/[locale]/who-we-are-map'>) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Pages.whoWeAreMap');
  const tWho = await getTranslations('Pages.whoWeAre');
  const tCommon = await getTranslations('Common');
  const tMap = await getTranslations('MemberMap');
  const messages = await getMessages();
  const [members, about] = await Promise.all([
    withFallback(getMemberStates(locale), null, 'member states'),
    withFallback(getEditorialPage(locale, 'about'), null, 'about page'),
  ]);
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <div className="container section">
        <section aria-labelledby="member-map-title" className="map-section">
          <h2 id="member-map-title">{tMap('title')}</h2>
          <p>{tMap('subtitle')}</p>
          <DeferredMemberMap locale={locale} messages={{ MemberMap: messages.MemberMap }} />
        </section>
        <MemberList
          members={members ?? []}
          emptyText={members ? tCommon('empty') : tCommon('unavailable')}
        />
        {about ? (
          <section className="section">
            <h2>{about.title || tWho('title')}</h2>
            <RichText html={about.body} under={2} />
            <Link href="/who-we-are" className="button">
              {tWho('title')}
            </Link>
          </section>
        ) : null}
      </div>
    </>
  );
}
