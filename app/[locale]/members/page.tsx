import { getTranslations } from 'next-intl/server';
import MemberList from '@/components/content/MemberList';
import PageHeader from '@/components/ui/PageHeader';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { getMemberStates, withFallback } from '@/lib/provider';

export const revalidate = 300;
export const generateMetadata = staticPageMetadata('members', '/members');

export default async function MembersPage({ params }: PageProps<'/[locale]/members'>) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Pages.members');
  const tCommon = await getTranslations('Common');
  const members = await withFallback(getMemberStates(locale), null, 'member states');
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <div className="container section">
        <MemberList
          members={members ?? []}
          emptyText={members ? tCommon('empty') : tCommon('unavailable')}
        />
      </div>
    </>
  );
}
