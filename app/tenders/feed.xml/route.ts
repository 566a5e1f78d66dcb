import { feedResponse } from '@/lib/seo/feed-routes';

export const revalidate = 300;

export function GET() {
  return feedResponse('tenders');
}
