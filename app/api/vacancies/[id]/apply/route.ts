import { handleJobApplication } from '@/lib/applications/apply';
import { applyForJob, getVacancy } from '@/lib/provider';
import { uploadDeps } from '@/lib/upload/server/deps';

// The pipeline sets this form's limits, like every upload endpoint (see app/api/tenders/[id]/apply).
export const dynamic = 'force-dynamic';

export async function POST(
  request: Request,
  { params }: RouteContext<'/api/vacancies/[id]/apply'>,
) {
  const { id } = await params;
  return handleJobApplication(request, id, { ...uploadDeps, getVacancy, applyForJob });
}
