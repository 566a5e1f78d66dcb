import { getTranslations } from 'next-intl/server';
import UnderDevelopment from '@/components/content/UnderDevelopment';
import { pageLocale, staticPageMetadata } from '@/lib/page';

export const generateMetadata = staticPageMetadata('nutshell', '/nutshell');

export default async function NutshellPage({ params }: PageProps<'/[locale]/nutshell'>) {
  await pageLocale(params);
  const t = await getTranslations('Pages.nutshell');
  const tDev = await getTranslations('UnderDevelopment');
  return (
    <UnderDevelopment
      title={t('title')}
      lead={t('description')}
      body={tDev('nutshellBody')}
      showFacts
    />
  );
}
