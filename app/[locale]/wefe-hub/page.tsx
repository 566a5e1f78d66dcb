import { getTranslations } from 'next-intl/server';
import UnderDevelopment from '@/components/content/UnderDevelopment';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = staticPageMetadata('wefeHub', '/wefe-hub');

export default async function WefeHubPage({ params }: PageProps<'/[locale]/wefe-hub'>) {
  await routeLocale(params);
  const t = await getTranslations('Pages.wefeHub');
  const tDev = await getTranslations('UnderDevelopment');
  return <UnderDevelopment title={t('title')} lead={t('description')} body={tDev('hubBody')} />;
}
