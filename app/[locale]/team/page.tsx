import { getTranslations } from 'next-intl/server';
import { teamCard } from '@/components/content/cards';
import CardGrid from '@/components/ui/CardGrid';
import PageHeader from '@/components/ui/PageHeader';
import { pageLocale, staticPageMetadata } from '@/lib/page';
import { getTeamMembers, withFallback } from '@/lib/provider';

export const revalidate = 300;
export const generateMetadata = staticPageMetadata('team', '/team');

export default async function TeamPage({ params }: PageProps<'/[locale]/team'>) {
  const locale = await pageLocale(params);
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
        <CardGrid
          cards={(team ?? []).map(teamCard)}
          columns={4}
          emptyText={team ? tCommon('empty') : tCommon('unavailable')}
        />
      </div>
    </>
  );
}
