/**
 * Sends an upload form (a tender proposal, an application) from the browser to the site's route handler. XMLHttpRequest rather than
 * fetch, because only it reports upload progress.
 */
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

function parse(text: string): { success?: unknown; message?: unknown; receipt?: unknown } {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
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
    // Spec §7: requests carry the language; the handler answers in it.
    xhr.setRequestHeader('Accept-Language', locale);
    xhr.setRequestHeader('lang', locale);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body.success === true) {
        resolve({ kind: 'ok', receipt: typeof body.receipt === 'string' ? body.receipt : null });
        return;
      }
      // A 4xx from our handler names the problem in the visitor's language, as does its 507
      // (storage full: try again later); another 5xx (or a proxy's error page) does not say
      // anything useful to the visitor.
      const readable = xhr.status < 500 || xhr.status === 507;
      const message =
        readable && typeof body.message === 'string' && body.message.trim() !== ''
          ? body.message
          : null;
      resolve({ kind: 'refused', status: xhr.status, message });
    };
    xhr.onerror = () => resolve({ kind: 'network' });
    xhr.ontimeout = () => resolve({ kind: 'network' });
    xhr.onabort = () => resolve({ kind: 'network' });
    xhr.send(form);
  });
}
