import { getTranslations } from 'next-intl/server';
import TeamGrid from '@/components/team/TeamGrid';
import PageHeader from '@/components/ui/PageHeader';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { getTeamMembers, withFallback } from '@/lib/provider';

export const revalidate = 300;
export const generateMetadata = staticPageMetadata('team', '/team');

export default async function TeamPage({ params }: PageProps<'/[locale]/team'>) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Pages.team');
  const tCommon = await getTranslations('Common');
  const team = await withFallback(
    getTeamMembers(locale, { perPage: 100 }).then((r) => r.items),
    null,
    'team members',
  );
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <div className="container section">
        {team?.length ? (
          <TeamGrid members={team} />
        ) : (
          <p>{team ? tCommon('empty') : tCommon('unavailable')}</p>
        )}
      </div>
    </>
  );
}
