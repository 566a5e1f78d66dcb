import { isLocale } from '@/lib/i18n/locales';
import { isListSlug, legacyListLocation } from '@/lib/list-paths';
import { fail } from '@/lib/envelope';

/**
 * The old list addresses with a query (`/ar/news?page=2`, `/projects?theme=water`) answered with a
 * permanent redirect to where they live now (`/ar/news/page/2`, `/projects/filter?theme=water`).
 * next.config.mjs rewrites them here (English ones to `en`); a `redirects()` entry could
 * not do it, because Next passes the request's query on to the destination (`?page=2` would
 * stay on the new address, and `/news?page=1` would redirect to itself).
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ locale: string; list: string }> },
) {
  // The list and language come from the rewritten path; the query is the visitor's.
  const { locale, list } = await params;
  if (!isListSlug(list) || !isLocale(locale)) {
    return fail(404, 'Unknown list');
  }
  const query = new URL(request.url).searchParams;
  return new Response(null, {
    status: 308,
    headers: {
      // Relative, so it holds behind any proxy (the standalone server names itself localhost).
      Location: legacyListLocation(list, locale, query),
      'Cache-Control': 'public, max-age=3600, s-maxage=86400',
    },
  });
}
