import { handleApply } from '@/lib/proposal/apply';
import { applyToTender, getTender } from '@/lib/provider';
import { uploadDeps } from '@/lib/upload/server/deps';

// No proxy runs in front of the route handlers (the site has no proxy.ts), so Next's 10 MB body
// cap for proxies never applies to the upload endpoints; the pipeline sets each form's own limits.
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: RouteContext<'/api/tenders/[id]/apply'>) {
  const { id } = await params;
  return handleApply(request, id, { ...uploadDeps, getTender, applyToTender });
}
