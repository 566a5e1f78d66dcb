import type { Metadata } from 'next';
import NotFoundResponse from '@/components/layout/NotFoundResponse';
import { routeLocale } from '@/lib/i18n/route-locale';
import { notFoundMetadata } from '@/lib/seo/metadata';

// Any address under a language that no route serves (`/ar/no-such-page`, and English ones, which
// next.config.mjs rewrites to `/en/…`): the language's not-found page, inside its own layout, in
// the server HTML with a 404 status, as for an unknown id (`/news/999999`). No address is known at
// build, so each is rendered on request and, like an unknown id (same headers, `x-nextjs-cache:
// MISS` every time), not stored: made-up addresses do not fill the page cache.
export function generateStaticParams(): { missing: string[] }[] {
  return [];
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[...missing]'>): Promise<Metadata> {
  return notFoundMetadata(await routeLocale(params));
}

export default async function MissingPage({ params }: PageProps<'/[locale]/[...missing]'>) {
  await routeLocale(params);
  return <NotFoundResponse />;
}
