import { openSearchResponse } from '@/lib/search/opensearch';

// Depends only on SITE_URL and the messages: built once, like the other static files.
export const dynamic = 'force-static';

export function GET() {
  return openSearchResponse('en');
}
