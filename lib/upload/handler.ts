import 'server-only';
import { ValidationError } from 'yup';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { logProviderFailure, ProviderError } from '@/lib/provider/errors';
import type { ProposalReceipt } from '@/lib/provider/types';
import { DOCUMENT_MIME, detectDocumentType } from './file-type';
import { clientKey, type RateLimiter } from './rate-limit';
import type { UploadFile, UploadProblem } from './rules';

/** What an upload handler needs from the outside world, so tests can give it a fake provider. */
export interface UploadDeps {
  messages: (locale: Locale) => Promise<Messages>;
  limiter: RateLimiter;
  /** The site's public origin (SITE_URL); the request's own origin is accepted as well. */
  siteUrl: () => string;
  now: () => number;
}

/** The messages the pipeline itself answers with, in each form's `errors` namespace. */
export type TransportMessage =
  'required' | 'submissionFailed' | 'forbidden' | 'rateLimited' | 'malformed' | 'bodyTooLarge';

export type Refuse = (
  status: number,
  message: string,
  headers?: Record<string, string>,
) => Response;

/** One form's part of the pipeline, built for the visitor's language. */
export interface UploadSteps<V, F extends string, R extends string> {
  /** Names the submission in the server log. */
  label: string;
  maxBodyBytes: number;
  /** The form's `errors` messages in the visitor's language. */
  errors: (key: TransportMessage) => string;
  /** Checks what is applied for (a tender, a vacancy) before the body is read. */
  target?: (refuse: Refuse) => Promise<Response | null>;
  /** Validates the parsed form with the shared schema. */
  validate: (form: FormData) => Promise<V>;
  firstProblem: (error: ValidationError) => UploadProblem<F, R> | null;
  /** Sends the checked submission on to the provider. */
  forward: (value: V) => Promise<ProposalReceipt>;
  /** The answer for a provider's refusal that means something to the visitor (404, 409). */
  providerRefusal?: (error: ProviderError, refuse: Refuse) => Response | null;
}

/** Which status a failed rule answers with: too big 413, not a document 415, else 422. */
export function ruleStatus(rule: string): number {
  if (rule === 'file-type') return 415;
  if (rule === 'file-size' || rule === 'files-count' || rule === 'files-total') return 413;
  return 422;
}

/** The visitor's language: the `lang` header the forms send, else Accept-Language, else en. */
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
function safeFileName(name: string, fallback: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || fallback).slice(-150);
}

/**
 * The provider receives a file under its cleaned name with the MIME type its content showed,
 * never the type the visitor's browser claimed.
 */
export async function forwardedFile(file: UploadFile, fallbackName: string): Promise<File> {
  const type = await detectDocumentType(file);
  return new File([file], safeFileName(file.name, fallbackName), {
    type: type ? DOCUMENT_MIME[type] : 'application/octet-stream',
  });
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The upload endpoints' one pipeline: checks where the request comes from, how often and how big
 * it is, what it applies for, and every rule of the form's shared schema; then forwards exactly
 * the form's fields to the provider. Every answer is JSON `{ success, message? }` with a message
 * in the visitor's language, never a stack trace.
 */
export async function handleUpload<V, F extends string, R extends string>(
  request: Request,
  deps: UploadDeps,
  stepsFor: (locale: Locale, messages: Messages) => UploadSteps<V, F, R>,
): Promise<Response> {
  const locale = requestLocale(request.headers);
  const steps = stepsFor(locale, await deps.messages(locale));
  const tErrors = steps.errors;
  const refuse: Refuse = (status, message, headers = {}) =>
    Response.json({ success: false, message }, { status, headers: { ...NO_STORE, ...headers } });
  const providerFailed = (error: unknown) => {
    logProviderFailure(steps.label, error);
    if (error instanceof ProviderError) {
      const refusal = steps.providerRefusal?.(error, refuse);
      if (refusal) return refusal;
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
    if (declared > steps.maxBodyBytes) return refuse(413, tErrors('bodyTooLarge'));

    if (steps.target) {
      let refusal: Response | null;
      try {
        refusal = await steps.target(refuse);
      } catch (error) {
        return providerFailed(error);
      }
      if (refusal) return refusal;
    }

    const contentType = request.headers.get('content-type') ?? '';
    if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
      return refuse(400, tErrors('malformed'));
    }
    const body = await readBody(request, steps.maxBodyBytes);
    if (body === 'too-large') return refuse(413, tErrors('bodyTooLarge'));
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    } catch {
      return refuse(400, tErrors('malformed'));
    }

    let value: V;
    try {
      value = await steps.validate(form);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const problem = steps.firstProblem(error);
      return problem
        ? refuse(ruleStatus(problem.rule), problem.message)
        : refuse(422, tErrors('required'));
    }

    let receipt: ProposalReceipt;
    try {
      receipt = await steps.forward(value);
    } catch (error) {
      return providerFailed(error);
    }
    return Response.json(
      { success: true, receipt: receipt.receiptId },
      { status: 200, headers: NO_STORE },
    );
  } catch (error) {
    console.error(`[upload] unexpected failure: ${steps.label}`, error);
    return refuse(500, tErrors('submissionFailed'));
  }
}
