/**
 * Browser only: sends an upload form (a tender proposal, an application) to the site's route
 * handler. XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
import { parseEnvelope } from '@/lib/envelope';

export type SendResult =
  | { kind: 'ok'; receipt: string | null }
  /** The server answered but did not accept: its message when it sent a readable one. */
  | { kind: 'refused'; status: number; message: string | null }
  /** No answer at all: offline, connection lost, or too slow. */
  | { kind: 'network' };

export interface SendOptions {
  url: string;
  form: FormData;
  locale: string;
  onProgress?: (fraction: number) => void;
  /** Uploads of up to 50 MB on a slow line: generous, but not unlimited (DESIGN.md). */
  timeoutMs?: number;
}

export function sendUpload({
  url,
  form,
  locale,
  onProgress,
  timeoutMs = 180_000,
}: SendOptions): Promise<SendResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    // Requests carry the language (`lang`, as the provider API expects); the handler answers in it.
    xhr.setRequestHeader('Accept-Language', locale);
    xhr.setRequestHeader('lang', locale);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseEnvelope(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body.success) {
        resolve({ kind: 'ok', receipt: body.receipt });
        return;
      }
      // A 4xx from our handler names the problem in the visitor's language, as does its 507
      // (storage full: try again later); another 5xx (or a proxy's error page) does not say
      // anything useful to the visitor.
      const readable = xhr.status < 500 || xhr.status === 507;
      resolve({ kind: 'refused', status: xhr.status, message: readable ? body.message : null });
    };
    xhr.onerror = () => resolve({ kind: 'network' });
    xhr.ontimeout = () => resolve({ kind: 'network' });
    xhr.onabort = () => resolve({ kind: 'network' });
    xhr.send(form);
  });
}
