import { sitemapResponse } from '@/lib/seo/sitemap';

// Rebuilt hourly, like /sitemap.xml.
export const revalidate = 3600;

/** /sitemaps/{n}.xml: the n-th part of a sitemap too large for one file. */
export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[chunk]'>) {
  return sitemapResponse((await params).chunk);
}
