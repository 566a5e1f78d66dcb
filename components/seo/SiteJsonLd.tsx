import { getTranslations } from 'next-intl/server';
import { LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo/metadata';
import type { SocialLinks } from '@/lib/provider/types';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/jsonld';
import JsonLd from './JsonLd';

/**
 * The home page's structured data, one block: the network as a schema.org Organization (name,
 * logo, Amman, 1987, profiles) and the site as its WebSite, with the SearchAction of the page's
 * language. Google reads a WebSite from the home page only and asks for one WebSite node there
 * (https://developers.google.com/search/docs/appearance/site-names): written on every page, as it
 * was, it cost each of them about 1 kB of HTML, in the markup and again in the RSC payload.
 */
export default async function SiteJsonLd({
  locale,
  social,
}: {
  locale: Locale;
  social: SocialLinks;
}) {
  const t = await getTranslations({ locale, namespace: 'Site' });
  const home = absoluteUrl(locale, '/');
  return (
    <JsonLd
      data={[
        organizationJsonLd({
          name: t('fullName'),
          alternateName: t('name'),
          description: t('description'),
          url: home,
          sameAs: Object.values(social),
        }),
        websiteJsonLd({
          name: t('name'),
          url: home,
          inLanguage: LOCALE_RECORDS[locale].hrefLang,
          searchUrl: absoluteUrl(locale, '/search'),
        }),
      ]}
    />
  );
}
