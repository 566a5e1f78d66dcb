import { loadMessages } from '@/lib/i18n/messages';
import { handleApply } from '@/lib/proposal/apply';
import { createRateLimiter } from '@/lib/upload/rate-limit';
import { applyToTender, getTender } from '@/lib/provider';
import { siteUrl } from '@/lib/site';

// Outside proxy.ts's matcher (it skips /api), so the proxy's 10 MB body cap never applies here;
// the handler sets its own limits.
export const dynamic = 'force-dynamic';

/** 10 submissions per 10 minutes per client address, counted per server instance. */
const limiter = createRateLimiter({ limit: 10, windowMs: 10 * 60_000 });

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return handleApply(request, id, {
    getTender,
    applyToTender,
    messages: loadMessages,
    limiter,
    siteUrl,
    now: Date.now,
  });
}
