import { openSearchResponse } from '@/lib/search/opensearch';

// Depends only on SITE_URL and the messages: built once per language.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ locale: 'ar' }, { locale: 'fr' }, { locale: 'fa' }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return openSearchResponse((await params).locale);
}
