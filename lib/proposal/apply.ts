import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { SubmissionReceipt, Tender } from '@/lib/provider/types';
import { handleUpload, type UploadDeps } from '@/lib/upload/server/handler';
import { PROPOSAL_FORM } from './schema';

export { requestLocale } from '@/lib/upload/server/request';

/** What the handler needs from the outside world, so tests can give it a fake provider. */
export interface ApplyDeps extends UploadDeps {
  getTender: (locale: Locale, id: string) => Promise<Tender | null>;
  applyToTender: (locale: Locale, id: string, form: FormData) => Promise<SubmissionReceipt>;
}

/**
 * POST /api/tenders/{id}/apply: the upload pipeline (lib/upload/server/handler.ts) with the
 * proposal form, for the tender the URL names, forwarded to the provider's
 * POST /tenders/{id}/apply.
 */
export function handleApply(request: Request, tenderId: string, deps: ApplyDeps) {
  return handleUpload(
    request,
    PROPOSAL_FORM,
    {
      target: { id: tenderId, read: deps.getTender },
      // The form starts with the tender's id as the provider names it (the handler's check).
      send: (locale, form) => deps.applyToTender(locale, String(form.get('tender_id')), form),
    },
    deps,
  );
}
