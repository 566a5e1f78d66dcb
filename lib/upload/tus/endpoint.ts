import 'server-only';
import { FileStore } from '@tus/file-store';
import { MemoryLocker, Server } from '@tus/server';
import { Metadata, type Locker, type Upload } from '@tus/utils';
import { createTranslator } from 'next-intl';
import { randomBytes } from 'node:crypto';
import { mkdirSync, openAsBlob } from 'node:fs';
import path from 'node:path';
import { fail } from '@/lib/envelope';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { MAX_FILE_BYTES } from '../constants';
import { DOCUMENT_HEAD_BYTES, detectDocumentType, looksLikeDocumentStart } from '../file-type';
import { fromOwnSite, requestLocale } from '../server/request';
import { clientKey, trustedProxyHops } from '../server/rate-limit';
import {
  SUBMISSION_ID,
  UPLOAD_FORMS,
  UPLOADS_PATH,
  isUploadFormKind,
  type UploadFormKind,
} from './forms';
import { uploadIdOf } from './address';
import { envelope, tusAnswer } from './answers';
import { peek } from './peek';
import { removeExpired, submissionSize } from './store-files';

/** A limit that charges a cost (one creation, or bytes) and answers how long to wait, or 0. */
export interface CostLimiter {
  take(key: string, cost: number): Promise<number>;
}

export interface UploadEndpointDeps {
  messages: (locale: Locale) => Promise<Messages>;
  siteUrl: () => string;
  now: () => number;
  /** Whether the disk under DATA_DIR can take another upload (free space and quota). */
  storageFull: () => Promise<boolean>;
  trustedProxyHops?: () => number;
  /** The tus store: a folder both instances of one machine see (under DATA_DIR). */
  directory: string;
  /** Uploads created per client, and bytes announced per client (Upload-Length). */
  creations: CostLimiter;
  bytes: CostLimiter;
  /** Cross-process locks (Redis) when several instances share the store; else in memory. */
  locker?: Locker;
  /** How long an upload lives, finished or not, before the sweep removes it: 24 h. */
  expirationMs?: number;
  /** A creation starts a sweep when the last one is at least this old. */
  sweepEveryMs?: number;
}

export const UPLOAD_EXPIRATION_MS = 24 * 60 * 60_000;

type Say = (key: string, values?: Record<string, string | number>) => string;

/** An error the tus hooks throw: @tus/server answers with its status and body as they are. */
class Refusal {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {}
}
/**
 * The tus 1.0.0 endpoint at /api/uploads (creation, expiration and termination): @tus/server with
 * a FileStore in a folder the instances share. Every rule of the multipart path is checked
 * before tus keeps a byte: the request comes from the site's own pages, the client is within its
 * limits (creations and bytes), the announced length within the form's per-file limit and,
 * with the submission's other uploads, within its total, storage has room; the first bytes look
 * like a document the moment they arrive, and the complete file is one. Nobody reads an upload
 * back: there is no GET. Every refusal is the site's JSON envelope in the visitor's language.
 */
export function createUploadEndpoint(deps: UploadEndpointDeps) {
  const expirationMs = deps.expirationMs ?? UPLOAD_EXPIRATION_MS;
  const sweepEveryMs = deps.sweepEveryMs ?? 60_000;
  // The store checks its folder without waiting and cannot make its parents: made here, first.
  mkdirSync(deps.directory, { recursive: true });
  const store = new FileStore({
    directory: deps.directory,
    expirationPeriodInMilliseconds: expirationMs,
  });
  const hops = () => (deps.trustedProxyHops ?? trustedProxyHops)();

  async function sayer(headers: Headers): Promise<Say> {
    const locale = requestLocale(headers);
    const t = createTranslator({ locale, messages: await deps.messages(locale) }) as unknown as Say;
    return t;
  }

  const server = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    // `/api/uploads/<id>`: the address the form later names, whatever host the edge was reached by.
    relativeLocation: true,
    maxSize: MAX_FILE_BYTES,
    locker: deps.locker ?? new MemoryLocker(),
    // The submission's id first, so its uploads can be found (and their total bounded) by name.
    namingFunction: (_req, metadata) =>
      `${metadata?.submission ?? ''}-${randomBytes(16).toString('hex')}`,
    // The complete file is a document, read as the multipart path reads it.
    onUploadFinish: async (req, upload) => {
      const kind = formOf(upload);
      const blob = await openAsBlob(path.join(deps.directory, upload.id));
      if (await detectDocumentType(blob)) return {};
      await store.remove(upload.id).catch(() => {});
      const say = await sayer(req.headers);
      throw new Refusal(
        415,
        envelope(
          say(`${UPLOAD_FORMS[kind].namespace}.errors.fileType`, { name: fileName(upload) }),
        ),
      );
    },
  });

  let lastSweep = Number.NEGATIVE_INFINITY;
  let sweeping: Promise<number> = Promise.resolve(0);

  /** Removes every upload older than its expiry, finished (never submitted) or not. */
  const sweep = () =>
    removeExpired(deps.directory, (id) => store.remove(id), deps.now(), expirationMs);

  function startSweep() {
    const now = deps.now();
    if (now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    sweeping = sweep().catch((error: unknown) => {
      console.error('[uploads] sweep failed', error);
      return 0;
    });
  }

  async function handle(request: Request): Promise<Response> {
    const say = await sayer(request.headers);
    const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
      fail(status, message, {
        headers: { 'Cache-Control': 'no-store', 'Tus-Resumable': '1.0.0', ...headers },
      });
    const generic = (key: string) => say(`Uploads.errors.${key}`);
    const method = request.method;

    // Another site's page cannot create, write or remove an upload (a browser always sends
    // Origin with these methods); a HEAD from our own page carries none, and one from another
    // site's page is refused too.
    const own = fromOwnSite(request, deps.siteUrl(), hops() > 0);
    const needsOrigin = method === 'POST' || method === 'PATCH' || method === 'DELETE';
    if (!own && (needsOrigin || request.headers.has('origin'))) {
      return refuse(403, generic('forbidden'));
    }

    let forwarded = request;
    if (method === 'POST') {
      const refused = await checkCreation(request, say, refuse, generic);
      if (refused) return refused;
    } else if (method === 'PATCH' || method === 'HEAD' || method === 'DELETE') {
      const id = uploadIdOf(request.url);
      const upload = id ? await store.getUpload(id).catch(() => null) : null;
      if (!id || !upload) return refuse(404, generic('notFound'));
      if (method === 'PATCH') {
        const errors = `${UPLOAD_FORMS[formOf(upload)].namespace}.errors`;
        if (await deps.storageFull()) return refuse(507, say(`${errors}.storageFull`));
        // The first bytes, as soon as they arrive: a file that cannot start a document is
        // removed before the rest is kept. A body shorter than a signature is judged on what it
        // has (a document's start is a prefix of its signature); an empty one, on nothing.
        if (request.headers.get('upload-offset') === '0' && upload.offset === 0 && request.body) {
          const want = Math.min(DOCUMENT_HEAD_BYTES, upload.size ?? DOCUMENT_HEAD_BYTES);
          const { head, rest } = await peek(request.body, want);
          if (head.length > 0 && !looksLikeDocumentStart(head)) {
            await rest.cancel().catch(() => {});
            await store.remove(id).catch(() => {});
            return refuse(415, say(`${errors}.fileType`, { name: fileName(upload) }), {
              Connection: 'close',
            });
          }
          forwarded = new Request(request.url, {
            method,
            headers: request.headers,
            body: rest,
            signal: request.signal,
            duplex: 'half',
          } as RequestInit);
        }
      }
    } else if (method !== 'OPTIONS') {
      return refuse(405, generic('malformed'), { Allow: 'POST, PATCH, HEAD, DELETE, OPTIONS' });
    }

    const response = await server.handleWeb(forwarded as Parameters<Server['handleWeb']>[0]);
    return tusAnswer(response, generic, method);
  }

  /** A creation's rules, in order; null when it may go on to tus. */
  async function checkCreation(
    request: Request,
    say: Say,
    refuse: (status: number, message: string, headers?: Record<string, string>) => Response,
    generic: (key: string) => string,
  ): Promise<Response | null> {
    const headers = request.headers;
    const length = headers.get('upload-length');
    if (
      !length ||
      !/^\d{1,15}$/.test(length) ||
      headers.has('upload-defer-length') ||
      headers.has('upload-concat') ||
      // No creation-with-upload: the first bytes are read by the PATCH check.
      Number(headers.get('content-length') ?? 0) > 0
    ) {
      return refuse(400, generic('malformed'));
    }
    let metadata: Record<string, string | null>;
    try {
      metadata = Metadata.parse(headers.get('upload-metadata') ?? '');
    } catch {
      return refuse(400, generic('malformed'));
    }
    const { form, filename, submission } = metadata;
    if (
      !isUploadFormKind(form) ||
      !filename ||
      filename.length > 255 ||
      !submission ||
      !SUBMISSION_ID.test(submission)
    ) {
      return refuse(400, generic('malformed'));
    }
    const limits = UPLOAD_FORMS[form];
    const errors = (key: string, values?: Record<string, string | number>) =>
      say(`${limits.namespace}.errors.${key}`, values);
    const client = clientKey(headers, hops());
    const tooMany = (wait: number) =>
      refuse(429, errors('rateLimited'), { 'Retry-After': String(Math.ceil(wait / 1000)) });

    const waitCreate = await deps.creations.take(client, 1);
    if (waitCreate > 0) return tooMany(waitCreate);
    const size = Number(length);
    if (size > MAX_FILE_BYTES) return refuse(413, errors('fileTooLarge', { name: filename }));
    if (size === 0) return refuse(415, errors('fileType', { name: filename }));
    const siblings = await submissionSize(deps.directory, submission);
    if (siblings.files + 1 > limits.maxFiles) {
      return refuse(
        413,
        form === 'tender'
          ? errors('tooManyFiles', { max: limits.maxFiles })
          : errors('bodyTooLarge'),
      );
    }
    if (siblings.bytes + size > limits.maxTotalBytes) {
      return refuse(413, errors(limits.totalMessage));
    }
    if (await deps.storageFull()) return refuse(507, errors('storageFull'));
    const waitBytes = await deps.bytes.take(client, size);
    if (waitBytes > 0) return tooMany(waitBytes);
    startSweep();
    return null;
  }

  return { handle, sweep, store, idle: () => sweeping };
}

function formOf(upload: Upload): UploadFormKind {
  const form = upload.metadata?.form;
  return isUploadFormKind(form) ? form : 'tender';
}

function fileName(upload: Upload): string {
  return upload.metadata?.filename ?? '';
}

export type UploadEndpoint = ReturnType<typeof createUploadEndpoint>;
export { Refusal as UploadRefusal };
