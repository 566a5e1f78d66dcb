import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { ProviderError } from './errors';
import { providerRequest, WRITE_TIMEOUT_MS } from './http';
import { observed } from './field-reads';
import { isRecord, str } from './reshape';
import type { SubmissionReceipt } from './types';

/** A multipart submission to the provider, already validated; its receipt id when it sends one. */
async function submit(path: string, locale: Locale, form: FormData): Promise<SubmissionReceipt> {
  const body = await providerRequest({
    path,
    locale,
    method: 'POST',
    body: form,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
  if (!isRecord(body) || body.success !== true) {
    throw new ProviderError('unsuccessful', path, 'Submission failed');
  }
  const data = isRecord(body.data) ? observed(body.data, { path, envelope: 'receipt' }) : {};
  return { receiptId: str(data, 'receipt_id') };
}

/** A tender proposal: POST /tenders/{id}/apply. */
export function applyToTender(
  locale: Locale,
  tenderId: string,
  form: FormData,
): Promise<SubmissionReceipt> {
  return submit(`/tenders/${encodeURIComponent(tenderId)}/apply`, locale, form);
}

/** A job application: POST /job-applications; the form carries the vacancy_id. */
export function applyForJob(locale: Locale, form: FormData): Promise<SubmissionReceipt> {
  return submit('/job-applications', locale, form);
}

/** An internship application: POST /internship-applications. */
export function applyForInternship(locale: Locale, form: FormData): Promise<SubmissionReceipt> {
  return submit('/internship-applications', locale, form);
}
