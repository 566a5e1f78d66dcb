import { sitemapResponse } from '@/lib/seo/sitemap';

// Rebuilt hourly: new provider items appear without a deploy.
export const revalidate = 3600;

/** /sitemap.xml: every page in every language, or an index of parts past 50,000 URLs. */
export function GET() {
  return sitemapResponse();
}
