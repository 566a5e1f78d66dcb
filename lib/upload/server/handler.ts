import 'server-only';
import { createTranslator } from 'next-intl';
import { ValidationError } from 'yup';
import { isOpen } from '@/lib/deadlines';
import { fail, succeed } from '@/lib/envelope';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { recordUpload } from '@/lib/observability/record';
import { logProviderFailure, ProviderError } from '@/lib/provider';
import type { SubmissionReceipt } from '@/lib/provider/types';
import { DOCUMENT_EXTENSION, DOCUMENT_MIME, detectDocumentType } from '../file-type';
import { readForm, writeForm, type FieldTable, type FormValues, type UploadForm } from '../form';
import { safeFileName, truthfulFileName } from '../names';
import type { UploadFile } from '../rules';
import type { UploadFormKind } from '../tus/forms';
import { parseMultipart } from './multipart';
import { fromOwnSite, requestLocale } from './request';
import { withUploadedFiles, type UploadResolver } from './uploaded-files';
import { clientKey, trustedProxyHops, type RateLimiter } from './rate-limit';

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
  /** Where the request's files wait while it is checked: the system's temporary folder by default. */
  tempDir?: string;
  /** Finished resumable uploads (/api/uploads) a form names by address instead of a file part. */
  uploads?: UploadResolver;
}

/** What a deadline check needs of the thing applied for (a tender, a vacancy). */
export interface Target {
  id: string;
  isExpired: boolean;
  deadline: string | null;
}

/** One submission: what it applies for, as its URL names it, and where it goes once checked. */
export interface Submission {
  /** For a form with a `target`: the id from the URL and how to read what it names. */
  target?: { id: string; read: (locale: Locale, id: string) => Promise<Target | null> };
  send: (locale: Locale, form: FormData) => Promise<SubmissionReceipt>;
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

/** Which status a failed rule answers with: too big 413, not a document 415, else 422. */
export function ruleStatus(rule: string): number {
  if (rule === 'file-type') return 415;
  if (rule === 'file-size' || rule === 'files-count' || rule === 'files-total') return 413;
  return 422;
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

const TARGET_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Each attached file goes on under its cleaned name and the type its content showed. */
async function withForwardedFiles<T extends FieldTable>(table: T, values: FormValues<T>) {
  const out: Record<string, unknown> = { ...values };
  for (const [name, kind] of Object.entries(table)) {
    const value: unknown = values[name];
    if (kind === 'file' && value) out[name] = await forwardedFile(value as UploadFile, name);
    // Only a 'files' field holds a list.
    if (Array.isArray(value)) {
      out[name] = await Promise.all(value.map((file: UploadFile) => forwardedFile(file, name)));
    }
  }
  return out as FormValues<T>;
}

/**
 * The upload endpoints' one pipeline, given a form's description (lib/upload/form.ts) and where
 * the submission goes. In order: where the request comes from, how often and how big it is,
 * whether storage has room, whether what it applies for exists and is open, then the multipart
 * body, every rule of the form's shared schema, and exactly the form's fields forwarded to the
 * provider. Every answer is the site's JSON envelope (lib/envelope.ts) with a message in the
 * visitor's language, never a stack trace; nothing is sent on when a check fails. Each answer is
 * counted by form and outcome (`site_uploads_total`).
 */
export async function handleUpload<T extends FieldTable, M extends string>(
  request: Request,
  form: UploadForm<T, M>,
  submission: Submission,
  deps: UploadDeps,
): Promise<Response> {
  const response = await answerUpload(request, form, submission, deps);
  recordUpload(formKind(form), response.status);
  return response;
}

/** Which form it is, as an upload's `form` metadata and the metrics name it. */
export function formKind(form: { target?: { field: string } }): UploadFormKind {
  const field = form.target?.field;
  return field === 'tender_id' ? 'tender' : field === 'vacancy_id' ? 'vacancy' : 'internship';
}

async function answerUpload<T extends FieldTable, M extends string>(
  request: Request,
  form: UploadForm<T, M>,
  submission: Submission,
  deps: UploadDeps,
): Promise<Response> {
  const locale = requestLocale(request.headers);
  // The namespaces and keys are typed by the form's description and each pair exists in
  // messages/*.json (the forms' tests read them); the translator's types cannot follow a key
  // built from two parts.
  const t = createTranslator({ locale, messages: await deps.messages(locale) }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;
  const say = (namespace: string, key: string, values?: Record<string, string | number>) =>
    t(`${namespace}.${key}`, values);
  const errors = (key: TransportMessage) => say(`${form.namespace}.errors`, key);
  const target = form.target && submission.target;
  // Used only when the form has a target.
  const targetText = (key: 'notFound' | 'closed') => say(form.target!.namespace, key);
  const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
    fail(status, message, { headers: { ...NO_STORE, ...headers } });
  const label = target ? `${form.label} for ${target.id}` : form.label;
  const providerFailed = (error: unknown) => {
    logProviderFailure(label, error);
    if (error instanceof ProviderError) {
      // What is applied for vanished or closed while the form was filled in.
      if (target && error.kind === 'not-found') return refuse(404, targetText('notFound'));
      if (target && error.kind === 'http' && error.status === 409) {
        return refuse(409, targetText('closed'));
      }
      if (error.kind === 'timeout') return refuse(504, errors('submissionFailed'));
    }
    return refuse(502, errors('submissionFailed'));
  };

  try {
    // 1. Who sends it, how often, how big, and whether there is room for it. A full disk answers
    // 507 (RFC 4918, Insufficient Storage) before a byte is read, rather than failing halfway.
    const hops = (deps.trustedProxyHops ?? trustedProxyHops)();
    if (!fromOwnSite(request, deps.siteUrl(), hops > 0)) return refuse(403, errors('forbidden'));
    const wait = await deps.limiter.take(clientKey(request.headers, hops), deps.now());
    if (wait > 0) {
      return refuse(429, errors('rateLimited'), { 'Retry-After': String(Math.ceil(wait / 1000)) });
    }
    if (Number(request.headers.get('content-length')) > form.maxBodyBytes) {
      return refuse(413, errors('bodyTooLarge'));
    }
    if (await deps.storageFull()) return refuse(507, errors('storageFull'));

    // 2. What it applies for: it exists (404) and is open (409). Its id goes on as the
    // provider names it, whatever the body says.
    const leading: Record<string, string> = {};
    if (form.target && target) {
      if (!TARGET_ID.test(target.id)) return refuse(404, targetText('notFound'));
      let found: Target | null;
      try {
        found = await target.read(locale, target.id);
      } catch (error) {
        return providerFailed(error);
      }
      if (!found) return refuse(404, targetText('notFound'));
      if (!isOpen(found, deps.now())) return refuse(409, targetText('closed'));
      leading[form.target.field] = found.id;
    }

    // 3. The body, streamed to temporary files within the form's cap.
    const parsed = await parseMultipart(
      request.body,
      request.headers.get('content-type') ?? '',
      form.maxBodyBytes,
      deps.tempDir,
    );
    if (!parsed.ok) {
      if (parsed.reason === 'too-large') return refuse(413, errors('bodyTooLarge'));
      if (parsed.reason === 'too-many-parts') return refuse(413, errors('tooManyParts'));
      return refuse(400, errors('malformed'));
    }
    try {
      // 4. Files sent ahead by tus, named by their address, stand where their parts would.
      const origins = [new URL(deps.siteUrl()).origin, request.headers.get('origin') ?? ''];
      const uploaded = await withUploadedFiles(
        form.fields,
        parsed.form,
        formKind(form),
        deps.uploads,
        origins.filter(Boolean),
      );
      if ('reason' in uploaded) return refuse(422, say('Uploads.errors', uploaded.reason));

      // 5. Every rule of the form's schema, the same as in the browser.
      let values: FormValues<T>;
      try {
        values = await form
          .schema((key, values) => say(`${form.namespace}.errors`, key, values))
          .validate(readForm(form.fields, uploaded.form), { abortEarly: false });
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        const problem = form.firstProblem(error);
        return problem
          ? refuse(ruleStatus(problem.rule), problem.message)
          : refuse(422, errors('required'));
      }

      // 6. Exactly the form's fields, as the schema read them (trimmed, consent true), on to
      // the provider.
      let receipt: SubmissionReceipt;
      try {
        const outgoing = writeForm(
          form.fields,
          await withForwardedFiles(form.fields, values),
          leading,
        );
        receipt = await submission.send(locale, outgoing);
      } catch (error) {
        return providerFailed(error);
      }
      // The provider has the files now (the embedded one stored them, a remote one received
      // them): the uploads they came from are not kept a second time.
      await deps.uploads?.remove(uploaded.ids).catch((error: unknown) => {
        console.error(`[upload] cannot remove the uploads of a ${label}`, error);
      });
      return succeed({ receipt: receipt.receiptId }, { headers: NO_STORE });
    } finally {
      await parsed.dispose();
    }
  } catch (error) {
    console.error(`[upload] unexpected failure: ${label}`, error);
    return refuse(500, errors('submissionFailed'));
  }
}
