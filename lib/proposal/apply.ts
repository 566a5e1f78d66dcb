import 'server-only';
import { createTranslator } from 'next-intl';
import { isOpen } from '@/lib/deadlines';
import type { Locale } from '@/lib/i18n/locales';
import type { ProposalReceipt, Tender } from '@/lib/provider/types';
import { forwardedFile, handleUpload, type UploadDeps } from '@/lib/upload/handler';
import { MAX_BODY_BYTES } from './constants';
import { proposalFormData, readProposalForm } from './form-data';
import { createProposalSchema, firstProblem } from './schema';

export { requestLocale } from '@/lib/upload/handler';

/** What the handler needs from the outside world, so tests can give it a fake provider. */
export interface ApplyDeps extends UploadDeps {
  getTender: (locale: Locale, id: string) => Promise<Tender | null>;
  applyToTender: (locale: Locale, id: string, form: FormData) => Promise<ProposalReceipt>;
}

const TENDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * POST /api/tenders/{id}/apply: the upload pipeline (lib/upload/handler.ts) with the tender's
 * checks (it exists: 404, it is open: 409) and spec §7's fields.
 */
export function handleApply(request: Request, tenderId: string, deps: ApplyDeps) {
  return handleUpload(request, deps, (locale, messages) => {
    const tTenders = createTranslator({ locale, messages, namespace: 'Tenders' });
    const tErrors = createTranslator({ locale, messages, namespace: 'Proposal.errors' });
    let id = tenderId;
    return {
      label: `proposal for tender ${tenderId}`,
      maxBodyBytes: MAX_BODY_BYTES,
      errors: (key) => tErrors(key),
      target: async (refuse) => {
        if (!TENDER_ID.test(tenderId)) return refuse(404, tTenders('notFound'));
        const tender = await deps.getTender(locale, tenderId);
        if (!tender) return refuse(404, tTenders('notFound'));
        if (!isOpen(tender, deps.now())) return refuse(409, tTenders('closed'));
        id = tender.id;
        return null;
      },
      validate: (form) =>
        createProposalSchema((key, values) => tErrors(key, values)).validate(
          readProposalForm(form),
          { abortEarly: false },
        ),
      firstProblem,
      forward: async (proposal) =>
        deps.applyToTender(
          locale,
          id,
          proposalFormData(id, {
            ...proposal,
            consent: proposal.consent === true,
            proposal_file: await Promise.all(
              proposal.proposal_file.map((file) => forwardedFile(file, 'proposal')),
            ),
          }),
        ),
      providerRefusal: (error, refuse) => {
        if (error.kind === 'not-found') return refuse(404, tTenders('notFound'));
        if (error.kind === 'http' && error.status === 409) return refuse(409, tTenders('closed'));
        return null;
      },
    };
  });
}
