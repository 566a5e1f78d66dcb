import 'server-only';
import { ValidationError } from 'yup';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { logProviderFailure, ProviderError } from '@/lib/provider';
import type { ProposalReceipt } from '@/lib/provider/types';
import { DOCUMENT_EXTENSION, DOCUMENT_MIME, detectDocumentType } from './file-type';
import { parseMultipart } from './multipart';
import { safeFileName, truthfulFileName } from './names';
import { clientKey, trustedProxyHops, type RateLimiter } from './rate-limit';
import type { UploadFile, UploadProblem } from './rules';

/** What an upload handler needs from the outside world, so tests can give it a fake provider. */
export interface UploadDeps {
  messages: (locale: Locale) => Promise<Messages>;
  limiter: RateLimiter;
  /** The site's public origin (SITE_URL); the request's own origin is accepted as well. */
  siteUrl: () => string;
  now: () => number;
  /** Whether storage can take another submission (disk space and quota under DATA_DIR). */
  storageFull: () => Promise<boolean>;
  /** `TRUST_PROXY`: reverse proxies in front whose X-Forwarded-* headers are believed. */
  trustedProxyHops?: () => number;
}

/** The messages the pipeline itself answers with, in each form's `errors` namespace. */
export type TransportMessage =
  | 'required'
  | 'submissionFailed'
  | 'forbidden'
  | 'rateLimited'
  | 'malformed'
  | 'bodyTooLarge'
  | 'tooManyParts'
  | 'storageFull';

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

/** The origin a request was sent to, as `scheme://host[:port]`, or null when it has no Host. */
function requestOrigin(headers: Headers, behindProxy: boolean): string | null {
  // Behind a trusted proxy the Host the browser used arrives as X-Forwarded-Host; without one,
  // those headers are the client's word and are ignored (the Host header is what the server
  // was reached by, whatever name or address that was).
  const first = (value: string | null) => value?.split(',')[0]?.trim() || null;
  const host = (behindProxy && first(headers.get('x-forwarded-host'))) || headers.get('host');
  const proto = (behindProxy && first(headers.get('x-forwarded-proto'))) || 'http';
  if (!host || !/^(https?)$/.test(proto)) return null;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard: a browser always sends Origin with a POST, and another site
 * cannot make it ours. A request is the site's own when Origin equals the origin it was sent to
 * (as Next checks Server Actions: Origin against Host, or X-Forwarded-Host behind a proxy) or
 * SITE_URL. Never `request.url`: the standalone server builds it from the address it is bound
 * to ("localhost"), not from the name the visitor used. Without Origin, or with "null", refused.
 */
export function fromOwnSite(request: Request, siteUrl: string, behindProxy: boolean): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  if (origin === new URL(siteUrl).origin) return true;
  const own = requestOrigin(request.headers, behindProxy);
  if (!own) return false;
  // A browser behind no proxy may reach the site over https through a TLS terminator that
  // does not say so; the host, which the browser sets and a page cannot forge, must match.
  return origin === own || (!behindProxy && origin === own.replace(/^http:/, 'https:'));
}

/**
 * The provider receives a file under its cleaned name, ending in the extension of the type its
 * content showed, with that type's MIME type: never the name or type the visitor's browser
 * claimed (`cv.bat` that starts with `%PDF-` goes on as `cv.pdf`).
 */
export async function forwardedFile(file: UploadFile, fallbackName: string): Promise<File> {
  const type = await detectDocumentType(file);
  if (!type) {
    return new File([file], safeFileName(file.name, fallbackName), {
      type: 'application/octet-stream',
    });
  }
  return new File([file], truthfulFileName(file.name, fallbackName, DOCUMENT_EXTENSION[type]), {
    type: DOCUMENT_MIME[type],
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
    const hops = (deps.trustedProxyHops ?? trustedProxyHops)();
    if (!fromOwnSite(request, deps.siteUrl(), hops > 0)) return refuse(403, tErrors('forbidden'));

    const wait = await deps.limiter.take(clientKey(request.headers, hops), deps.now());
    if (wait > 0) {
      return refuse(429, tErrors('rateLimited'), { 'Retry-After': String(Math.ceil(wait / 1000)) });
    }

    const declared = Number(request.headers.get('content-length'));
    if (declared > steps.maxBodyBytes) return refuse(413, tErrors('bodyTooLarge'));

    // Before a byte of the body is read: a full disk answers 507 (RFC 4918, Insufficient
    // Storage) and nothing is written, rather than failing halfway through a write.
    if (await deps.storageFull()) return refuse(507, tErrors('storageFull'));

    if (steps.target) {
      let refusal: Response | null;
      try {
        refusal = await steps.target(refuse);
      } catch (error) {
        return providerFailed(error);
      }
      if (refusal) return refusal;
    }

    const parsed = await parseMultipart(
      request.body,
      request.headers.get('content-type') ?? '',
      steps.maxBodyBytes,
    );
    if (!parsed.ok) {
      if (parsed.reason === 'too-large') return refuse(413, tErrors('bodyTooLarge'));
      if (parsed.reason === 'too-many-parts') return refuse(413, tErrors('tooManyParts'));
      return refuse(400, tErrors('malformed'));
    }
    try {
      return await checkAndForward(parsed.form);
    } finally {
      await parsed.dispose();
    }
  } catch (error) {
    console.error(`[upload] unexpected failure: ${steps.label}`, error);
    return refuse(500, tErrors('submissionFailed'));
  }

  async function checkAndForward(form: FormData): Promise<Response> {
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
  }
}
