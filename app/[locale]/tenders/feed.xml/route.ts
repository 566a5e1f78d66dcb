import { feedResponse } from '@/lib/seo/feed-routes';

export const revalidate = 300;

export function generateStaticParams() {
  return [{ locale: 'ar' }, { locale: 'fr' }, { locale: 'fa' }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return feedResponse('tenders', (await params).locale, true);
}
