import { handleInternshipApplication } from '@/lib/applications/apply';
import { applyForInternship } from '@/lib/provider';
import { uploadDeps } from '@/lib/upload/server/deps';

// The pipeline sets this form's limits, like every upload endpoint (see app/api/tenders/[id]/apply).
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleInternshipApplication(request, { ...uploadDeps, applyForInternship });
}
