import { feedResponse, prefixedFeedParams } from '@/lib/seo/feed-routes';

export const revalidate = 300;

export const generateStaticParams = prefixedFeedParams;

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return feedResponse('news', (await params).locale, true);
}
