import { handleInternshipApplication } from '@/lib/applications/apply';
import { applyForInternship } from '@/lib/provider';
import { uploadDeps } from '@/lib/upload/server/deps';

// Outside proxy.ts's matcher, like every upload endpoint (see app/api/tenders/[id]/apply).
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleInternshipApplication(request, { ...uploadDeps, applyForInternship });
}
