import { getTranslations } from 'next-intl/server';
import MemberList from '@/components/content/MemberList';
import RichText from '@/components/content/RichText';
import PageHeader from '@/components/ui/PageHeader';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale, staticPageMetadata } from '@/lib/page';
import { getMemberStates, getPage, withFallback } from '@/lib/provider';

export const revalidate = 300;
export const generateMetadata = staticPageMetadata('whoWeAreMap', '/who-we-are-map');

// The mobile drawer's "Who we are": the story led by the member states (the map island arrives
// with the home page; until then the member list leads).
export default async function WhoWeAreMapPage({ params }: PageProps<'/[locale]/who-we-are-map'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Pages.whoWeAreMap');
  const tWho = await getTranslations('Pages.whoWeAre');
  const tCommon = await getTranslations('Common');
  const [members, about] = await Promise.all([
    withFallback(getMemberStates(locale), null, 'member states'),
    withFallback(getPage(locale, 'about'), null, 'about page'),
  ]);
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <div className="container section">
        <MemberList
          members={members ?? []}
          emptyText={members ? tCommon('empty') : tCommon('unavailable')}
        />
        {about ? (
          <section className="section">
            <h2>{about.title || tWho('title')}</h2>
            <RichText html={about.body} />
            <Link href="/who-we-are" className="button">
              {tWho('title')}
            </Link>
          </section>
        ) : null}
      </div>
    </>
  );
}
