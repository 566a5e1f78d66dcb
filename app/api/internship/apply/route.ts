import { handleInternshipApplication } from '@/lib/applications/apply';
import { loadMessages } from '@/lib/i18n/messages';
import { applyForInternship } from '@/lib/provider';
import { siteUrl } from '@/lib/site';
import { uploadLimiter } from '@/lib/upload/limiter';
import { uploadStorageFull } from '@/lib/upload/storage';

// Outside proxy.ts's matcher (it skips /api), like the tender endpoint: the handler sets its own
// body limits.
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleInternshipApplication(request, {
    applyForInternship,
    messages: loadMessages,
    limiter: uploadLimiter,
    siteUrl,
    now: Date.now,
    storageFull: uploadStorageFull,
  });
}
