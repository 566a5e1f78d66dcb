import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo/metadata';
import type { SocialLinks } from '@/lib/provider/types';
import { organizationJsonLd } from '@/lib/seo/jsonld';
import JsonLd from './JsonLd';

/** The network as a schema.org Organization (home page): name, logo, Amman, 1987, profiles. */
export default async function OrganizationJsonLd({
  locale,
  social,
}: {
  locale: Locale;
  social: SocialLinks;
}) {
  const t = await getTranslations({ locale, namespace: 'Site' });
  return (
    <JsonLd
      data={organizationJsonLd({
        name: t('fullName'),
        alternateName: t('name'),
        description: t('description'),
        url: absoluteUrl(locale, '/'),
        sameAs: Object.values(social),
      })}
    />
  );
}
