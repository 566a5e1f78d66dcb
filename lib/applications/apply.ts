import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { SubmissionReceipt, Vacancy } from '@/lib/provider/types';
import { handleUpload, type UploadDeps } from '@/lib/upload/server/handler';
import { APPLICATION_FORMS } from './schema';

export interface JobApplicationDeps extends UploadDeps {
  getVacancy: (locale: Locale, id: string) => Promise<Vacancy | null>;
  applyForJob: (locale: Locale, form: FormData) => Promise<SubmissionReceipt>;
}

export interface InternshipApplicationDeps extends UploadDeps {
  applyForInternship: (locale: Locale, form: FormData) => Promise<SubmissionReceipt>;
}

/**
 * POST /api/vacancies/{id}/apply: the upload pipeline (lib/upload/server/handler.ts) with the job
 * application form, for the vacancy the URL names (sent on as `vacancy_id`), forwarded to the
 * provider's POST /job-applications.
 */
export function handleJobApplication(
  request: Request,
  vacancyId: string,
  deps: JobApplicationDeps,
) {
  return handleUpload(
    request,
    APPLICATION_FORMS.job,
    { target: { id: vacancyId, read: deps.getVacancy }, send: deps.applyForJob },
    deps,
  );
}

/**
 * POST /api/internship/apply: the upload pipeline with the internship form, forwarded to the
 * provider's POST /internship-applications.
 */
export function handleInternshipApplication(request: Request, deps: InternshipApplicationDeps) {
  return handleUpload(
    request,
    APPLICATION_FORMS.internship,
    { send: deps.applyForInternship },
    deps,
  );
}
