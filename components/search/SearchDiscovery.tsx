import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { openSearchPath } from '@/lib/search/opensearch';

/**
 * On every page: the OpenSearch description link (browsers offer the site's search from it). The
 * WebSite JSON-LD with its SearchAction is the home page's (components/seo/SiteJsonLd.tsx). Next's
 * metadata has no `rel="search"` link, so it is a React 19 `<link>`, which React places in the
 * document's head wherever it is rendered.
 * https://react.dev/reference/react-dom/components/link
 */
export default async function SearchDiscovery() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Search');
  const tSite = await getTranslations('Site');
  return (
    <link
      rel="search"
      type="application/opensearchdescription+xml"
      href={openSearchPath(locale)}
      title={t('openSearchDescription', { name: tSite('name') })}
    />
  );
}
