import { loadMessages } from '@/lib/i18n/messages';
import { handleApply } from '@/lib/proposal/apply';
import { applyToTender, getTender } from '@/lib/provider';
import { siteUrl } from '@/lib/site';
import { uploadLimiter } from '@/lib/upload/limiter';
import { uploadStorageFull } from '@/lib/upload/storage';

// Outside proxy.ts's matcher (it skips /api), so the proxy's 10 MB body cap never applies here;
// the handler sets its own limits.
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return handleApply(request, id, {
    getTender,
    applyToTender,
    messages: loadMessages,
    limiter: uploadLimiter,
    siteUrl,
    now: Date.now,
    storageFull: uploadStorageFull,
  });
}
