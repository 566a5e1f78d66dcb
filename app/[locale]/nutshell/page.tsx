import { getTranslations } from 'next-intl/server';
import UnderDevelopment from '@/components/content/UnderDevelopment';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = staticPageMetadata('nutshell', '/nutshell');

export default async function NutshellPage({ params }: PageProps<'/[locale]/nutshell'>) {
  await routeLocale(params);
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
