/**
 * Browser only: one file sent to the site's tus endpoint (`/api/uploads`) the moment it is
 * chosen. tus-js-client is loaded by the first file chosen (a dynamic import), so a form page
 * does not carry it. A dropped connection keeps what the server has: the file waits for the
 * connection ("waiting") and goes on from the server's offset by itself; after a reload, the same
 * file chosen again in the same form goes on from where it stopped (tus-js-client keeps each
 * upload's address in localStorage under the file's fingerprint).
 */
import type { DetailedError, Upload } from 'tus-js-client';
import { parseEnvelope } from '@/lib/envelope';
import { UPLOADS_PATH, type UploadFormKind } from '../tus/forms';

/**
 * What goes in one PATCH: 2 MB. A dropped request costs at most what was in flight (the store
 * keeps every byte it received), and the edge's per-request limit for /api/uploads is a little
 * above it (deploy/nginx.conf), so no request body is ever the whole file.
 */
export const CHUNK_BYTES = 2 * 1024 * 1024;

export type UploadState =
  | { kind: 'uploading'; fraction: number }
  /** No connection: resumes by itself when the browser is online again. */
  | { kind: 'waiting'; fraction: number }
  | { kind: 'done'; url: string }
  /** Refused by the site (its message), or failed for good (null: send the file itself). */
  | { kind: 'failed'; message: string | null; refused: boolean };

export interface ResumableUpload {
  /** The upload's address once finished; null when it failed. */
  done: Promise<string | null>;
  /**
   * What a submit can use now: the address once finished (null when it failed), or `waiting` as
   * soon as the upload is waiting for the connection or for the site, which a submit does not
   * wait out (the form sends the file itself, and the visitor reads the site's answer).
   */
  settled(): Promise<{ url: string | null } | 'waiting'>;
  /** Stops it and removes what the server holds (the visitor removed the file). */
  cancel(): void;
  /** Stops it and leaves what the server holds, to be resumed (the form went away). */
  stop(): void;
}

export interface ResumableOptions {
  form: UploadFormKind;
  /** The id all uploads of one filled-in form share (their total is bounded by it). */
  submission: string;
  locale: string;
  onState: (state: UploadState) => void;
}

/** A random id for one filled-in form: 24 letters and digits. */
export function newSubmissionId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** Server errors (an instance restarting, a lock held) are tried again this many times. */
const MAX_SERVER_RETRIES = 8;

export function startResumableUpload(file: File, options: ResumableOptions): ResumableUpload {
  let upload: Upload | null = null;
  let cancelled = false;
  let fraction = 0;
  let serverRetries = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let settle: (url: string | null) => void = () => {};
  const done = new Promise<string | null>((resolve) => {
    settle = resolve;
  });
  let waiting = false;
  /** Submits that asked while it was uploading: told when it starts waiting. */
  const onWaiting = new Set<() => void>();

  const onOnline = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    upload?.start();
  };
  const stopWaiting = () => {
    window.removeEventListener('online', onOnline);
    if (timer) clearTimeout(timer);
  };
  /** Waits for the connection: the browser's online event, or a new try every few seconds. */
  const wait = (delay: number) => {
    waiting = true;
    for (const tell of onWaiting) tell();
    options.onState({ kind: 'waiting', fraction });
    window.addEventListener('online', onOnline, { once: true });
    if (navigator.onLine !== false) timer = setTimeout(onOnline, delay);
  };

  const onError = (error: Error) => {
    if (cancelled) return;
    const response = (error as DetailedError).originalResponse ?? null;
    const status = response?.getStatus() ?? 0;
    if (status === 0) {
      wait(3000);
      return;
    }
    // 409 (offset out of step) and 423 (locked): a new start asks the server where it is.
    if ((status >= 500 && status !== 507) || status === 409 || status === 423) {
      if (serverRetries < MAX_SERVER_RETRIES) {
        serverRetries += 1;
        wait(Math.min(1000 * 2 ** serverRetries, 15_000));
        return;
      }
      stopWaiting();
      options.onState({ kind: 'failed', message: null, refused: false });
      settle(null);
      return;
    }
    stopWaiting();
    const message = parseEnvelope(response?.getBody() ?? '').message;
    options.onState({ kind: 'failed', message, refused: true });
    settle(null);
  };

  void import('tus-js-client')
    .then(async ({ Upload: TusUpload }) => {
      if (cancelled) return;
      const current = new TusUpload(file, {
        endpoint: UPLOADS_PATH,
        chunkSize: CHUNK_BYTES,
        // Retries are this module's (onError): it tells "waiting for the connection" apart.
        retryDelays: [],
        metadata: {
          form: options.form,
          filename: file.name,
          filetype: file.type,
          submission: options.submission,
        },
        // The endpoint answers in the page's language.
        headers: { lang: options.locale },
        // One form's upload is not resumed by another form (the server refuses it there).
        fingerprint: async (chosen: File) =>
          [
            'inwrdam',
            options.form,
            chosen.name,
            chosen.type,
            chosen.size,
            chosen.lastModified,
          ].join('-'),
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        onProgress: (sent, total) => {
          waiting = false;
          fraction = total > 0 ? sent / total : 0;
          options.onState({ kind: 'uploading', fraction });
        },
        onChunkComplete: () => {
          serverRetries = 0;
        },
        onSuccess: () => {
          stopWaiting();
          const url = current.url ?? '';
          // Only the path: the form names the upload on this site, whatever host the page used.
          const address = url ? new URL(url, window.location.href).pathname : '';
          options.onState({ kind: 'done', url: address });
          settle(address || null);
        },
        onError,
      });
      upload = current;
      options.onState({ kind: 'uploading', fraction: 0 });
      const previous = await current.findPreviousUploads().catch(() => []);
      if (previous[0]) current.resumeFromPreviousUpload(previous[0]);
      if (!cancelled) current.start();
    })
    .catch(() => {
      // The client code could not be loaded (the site stopped answering after the page was
      // loaded, or the link is down): this file goes in the form's body, as without JavaScript.
      if (cancelled) return;
      options.onState({ kind: 'failed', message: null, refused: false });
      settle(null);
    });

  return {
    done,
    settled() {
      if (waiting) return Promise.resolve('waiting');
      let tell = () => {};
      const becameWaiting = new Promise<'waiting'>((resolve) => {
        tell = () => resolve('waiting');
        onWaiting.add(tell);
      });
      return Promise.race([done.then((url) => ({ url })), becameWaiting]).finally(() =>
        onWaiting.delete(tell),
      );
    },
    cancel() {
      cancelled = true;
      stopWaiting();
      settle(null);
      void upload?.abort(true).catch(() => {});
    },
    stop() {
      cancelled = true;
      stopWaiting();
      void upload?.abort(false).catch(() => {});
    },
  };
}
