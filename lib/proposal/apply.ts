import 'server-only';
import { createTranslator } from 'next-intl';
import { ValidationError } from 'yup';
import { isOpen } from '@/lib/deadlines';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { logProviderFailure, ProviderError } from '@/lib/provider/errors';
import type { ProposalReceipt, Tender } from '@/lib/provider/types';
import { MAX_BODY_BYTES } from './constants';
import { DOCUMENT_MIME, detectDocumentType } from './file-type';
import { proposalFormData, readProposalForm } from './form-data';
import { clientKey, type RateLimiter } from './rate-limit';
import {
  createProposalSchema,
  firstProblem,
  type ProposalRule,
  type ValidProposal,
} from './schema';

/** What the handler needs from the outside world, so tests can give it a fake provider. */
export interface ApplyDeps {
  getTender: (locale: Locale, id: string) => Promise<Tender | null>;
  applyToTender: (locale: Locale, id: string, form: FormData) => Promise<ProposalReceipt>;
  messages: (locale: Locale) => Promise<Messages>;
  limiter: RateLimiter;
  /** The site's public origin (SITE_URL); the request's own origin is accepted as well. */
  siteUrl: () => string;
  now: () => number;
}

/** Which status a failed rule answers with. */
const RULE_STATUS: Record<ProposalRule, number> = {
  required: 422,
  email: 422,
  amount: 422,
  currency: 422,
  country: 422,
  length: 422,
  'files-count': 413,
  'file-size': 413,
  'files-total': 413,
  'file-type': 415,
};

const TENDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The visitor's language: the `lang` header the modal sends, else Accept-Language, else en. */
export function requestLocale(headers: Headers): Locale {
  const candidates = [
    headers.get('lang') ?? '',
    ...(headers.get('accept-language') ?? '').split(','),
  ].map((tag) => tag.split(';')[0]!.trim().slice(0, 2).toLowerCase());
  return candidates.find(isLocale) ?? 'en';
}

/**
 * Cross-site request forgery guard: a browser always sends Origin with a POST, and another site
 * cannot make it ours. A request without one (or with "null") is refused too.
 */
function fromOwnSite(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  return origin === new URL(siteUrl).origin || origin === new URL(request.url).origin;
}

/** The body, read no further than `limit` bytes (a missing or lying Content-Length included). */
async function readBody(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** The visitor's file name without any path, control characters or excess length. */
function safeFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'proposal').slice(-150);
}

/**
 * The provider receives each file under its cleaned name with the MIME type its content showed,
 * never the type the visitor's browser claimed.
 */
async function forwardedFiles(files: ValidProposal['proposal_file']): Promise<File[]> {
  return Promise.all(
    files.map(async (file) => {
      const type = await detectDocumentType(file);
      return new File([file], safeFileName(file.name), {
        type: type ? DOCUMENT_MIME[type] : 'application/octet-stream',
      });
    }),
  );
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * POST /api/tenders/{id}/apply: checks where the request comes from, how often and how big it
 * is, that the tender exists and is open, and every rule of the shared schema; then forwards
 * exactly the spec's fields to the provider. Every answer is JSON `{ success, message? }` with a
 * message in the visitor's language, never a stack trace.
 */
export async function handleApply(
  request: Request,
  tenderId: string,
  deps: ApplyDeps,
): Promise<Response> {
  const locale = requestLocale(request.headers);
  const messages = await deps.messages(locale);
  const tErrors = createTranslator({ locale, messages, namespace: 'Proposal.errors' });
  const tTenders = createTranslator({ locale, messages, namespace: 'Tenders' });
  const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
    Response.json({ success: false, message }, { status, headers: { ...NO_STORE, ...headers } });
  const providerFailed = (error: unknown) => {
    logProviderFailure(`proposal for tender ${tenderId}`, error);
    if (error instanceof ProviderError) {
      if (error.kind === 'not-found') return refuse(404, tTenders('notFound'));
      if (error.kind === 'http' && error.status === 409) return refuse(409, tTenders('closed'));
      if (error.kind === 'timeout') return refuse(504, tErrors('submissionFailed'));
    }
    return refuse(502, tErrors('submissionFailed'));
  };

  try {
    if (!fromOwnSite(request, deps.siteUrl())) return refuse(403, tErrors('forbidden'));

    const wait = deps.limiter.take(clientKey(request.headers), deps.now());
    if (wait > 0) {
      return refuse(429, tErrors('rateLimited'), { 'Retry-After': String(Math.ceil(wait / 1000)) });
    }

    const declared = Number(request.headers.get('content-length'));
    if (declared > MAX_BODY_BYTES) return refuse(413, tErrors('bodyTooLarge'));

    if (!TENDER_ID.test(tenderId)) return refuse(404, tTenders('notFound'));
    let tender: Tender | null;
    try {
      tender = await deps.getTender(locale, tenderId);
    } catch (error) {
      return providerFailed(error);
    }
    if (!tender) return refuse(404, tTenders('notFound'));
    if (!isOpen(tender, deps.now())) return refuse(409, tTenders('closed'));

    const contentType = request.headers.get('content-type') ?? '';
    if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
      return refuse(400, tErrors('malformed'));
    }
    const body = await readBody(request, MAX_BODY_BYTES);
    if (body === 'too-large') return refuse(413, tErrors('bodyTooLarge'));
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    } catch {
      return refuse(400, tErrors('malformed'));
    }

    const schema = createProposalSchema((key, values) => tErrors(key, values));
    let proposal: ValidProposal;
    try {
      proposal = await schema.validate(readProposalForm(form), { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const problem = firstProblem(error);
      return problem
        ? refuse(RULE_STATUS[problem.rule], problem.message)
        : refuse(422, tErrors('required'));
    }

    let receipt: ProposalReceipt;
    try {
      receipt = await deps.applyToTender(
        locale,
        tender.id,
        proposalFormData(tender.id, {
          ...proposal,
          consent: proposal.consent === true,
          proposal_file: await forwardedFiles(proposal.proposal_file),
        }),
      );
    } catch (error) {
      return providerFailed(error);
    }
    return Response.json(
      { success: true, receipt: receipt.receiptId },
      { status: 200, headers: NO_STORE },
    );
  } catch (error) {
    console.error('[proposal] unexpected failure', error);
    return refuse(500, tErrors('submissionFailed'));
  }
}
