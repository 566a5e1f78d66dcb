import { getTranslations } from 'next-intl/server';
import { isLocale, LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo/metadata';
import { SITE, siteUrl } from '@/lib/site';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where a language's OpenSearch description lives: beside its feed (`/opensearch.xml`, `/ar/…`). */
export function openSearchPath(locale: Locale): string {
  return locale === 'en' ? '/opensearch.xml' : `/${locale}/opensearch.xml`;
}

/**
 * An OpenSearch 1.1 description: lets a browser offer the site's search in its address bar, in
 * the language of the page it was found on. ShortName must stay within 16 characters.
 * https://developer.mozilla.org/en-US/docs/Web/XML/Guides/OpenSearch
 */
export function openSearchXml(input: {
  locale: Locale;
  description: string;
  searchUrl: string;
  selfUrl: string;
  imageUrl: string;
}): string {
  const shortName = `${SITE.name} ${LOCALE_RECORDS[input.locale].short}`.slice(0, 16);
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${escapeXml(shortName)}</ShortName>
  <Description>${escapeXml(input.description)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>${LOCALE_RECORDS[input.locale].hrefLang}</Language>
  <Image width="180" height="180" type="image/png">${escapeXml(input.imageUrl)}</Image>
  <Url type="text/html" method="get" template="${escapeXml(input.searchUrl)}?q={searchTerms}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(input.selfUrl)}"/>
  <moz:SearchForm>${escapeXml(input.searchUrl)}</moz:SearchForm>
</OpenSearchDescription>
`;
}

/** The route handlers' answer: the description in the language, or 404 for an unknown one. */
export async function openSearchResponse(locale: string): Promise<Response> {
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'Search' });
  const body = openSearchXml({
    locale,
    description: t('openSearchDescription', { name: SITE.name }),
    searchUrl: absoluteUrl(locale, '/search'),
    selfUrl: siteUrl() + openSearchPath(locale),
    imageUrl: `${siteUrl()}/apple-touch-icon.png`,
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'application/opensearchdescription+xml; charset=utf-8',
      'Cache-Control': 'public, s-maxage=3600, stale-while-revalidate=86400',
    },
  });
}
