import {
  MAX_URLS_PER_SITEMAP,
  sitemapIndex,
  sitemapPages,
  urlEntries,
  urlset,
  xmlResponse,
} from '@/lib/seo/sitemap';

// Rebuilt hourly: new provider items appear without a deploy.
export const revalidate = 3600;

/** /sitemap.xml: every page in every language, or an index of parts past 50,000 URLs. */
export async function GET() {
  const entries = urlEntries(await sitemapPages());
  if (entries.length <= MAX_URLS_PER_SITEMAP) return xmlResponse(urlset(entries));
  return xmlResponse(sitemapIndex(Math.ceil(entries.length / MAX_URLS_PER_SITEMAP)));
}
