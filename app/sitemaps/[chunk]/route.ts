import {
  MAX_URLS_PER_SITEMAP,
  sitemapPages,
  urlEntries,
  urlset,
  xmlResponse,
} from '@/lib/seo/sitemap';

export const revalidate = 3600;

/** /sitemaps/{n}.xml: the n-th part of a sitemap too large for one file. */
export async function GET(_request: Request, { params }: { params: Promise<{ chunk: string }> }) {
  const match = (await params).chunk.match(/^(\d+)\.xml$/);
  const entries = urlEntries(await sitemapPages());
  const index = match ? Number(match[1]) : -1;
  if (
    entries.length <= MAX_URLS_PER_SITEMAP ||
    index < 0 ||
    index * MAX_URLS_PER_SITEMAP >= entries.length
  ) {
    return xmlResponse('<?xml version="1.0" encoding="UTF-8"?><error>Not found</error>', 404);
  }
  return xmlResponse(
    urlset(entries.slice(index * MAX_URLS_PER_SITEMAP, (index + 1) * MAX_URLS_PER_SITEMAP)),
  );
}
