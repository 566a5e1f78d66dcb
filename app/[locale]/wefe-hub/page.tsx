import { getTranslations } from 'next-intl/server';
import UnderDevelopment from '@/components/content/UnderDevelopment';
import { pageLocale, staticPageMetadata } from '@/lib/page';

export const generateMetadata = staticPageMetadata('wefeHub', '/wefe-hub');

export default async function WefeHubPage({ params }: PageProps<'/[locale]/wefe-hub'>) {
  await pageLocale(params);
  const t = await getTranslations('Pages.wefeHub');
  const tDev = await getTranslations('UnderDevelopment');
  return <UnderDevelopment title={t('title')} lead={t('description')} body={tDev('hubBody')} />;
}
