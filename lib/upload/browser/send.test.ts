import { sendUpload, type SendOptions } from './send';

/**
 * The browser's XMLHttpRequest stood in for by a fake that records what the page sent and lets a
 * test answer as the site's route handler (or a proxy, or the network) would.
 */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  timeout = 0;
  headers: Record<string, string> = {};
  sent: unknown = undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterAll(() => {
  globalThis.XMLHttpRequest = realXhr;
});

function send(options: Partial<SendOptions> = {}) {
  const form = new FormData();
  form.set('email', 'rania@example.org');
  const result = sendUpload({ url: '/api/tenders/T-7/apply', form, locale: 'ar', ...options });
  return { result, xhr: FakeXhr.last, form };
}

describe('sendUpload', () => {
  it('posts the form to the handler in the visitor’s language, asking for JSON', async () => {
    const { result, xhr, form } = send();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/tenders/T-7/apply');
    expect(xhr.sent).toBe(form);
    expect(xhr.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'ar',
      lang: 'ar',
    });
    // Uploads of up to 50 MB on a slow line are given three minutes unless told otherwise.
    expect(xhr.timeout).toBe(180_000);
    xhr.answer(200, JSON.stringify({ success: true, receipt: 'R-2026-001' }));
    await expect(result).resolves.toEqual({ kind: 'ok', receipt: 'R-2026-001' });
  });

  it('gives up after the timeout it is given', () => {
    expect(send({ timeoutMs: 5_000 }).xhr.timeout).toBe(5_000);
  });

  it('reports upload progress as a fraction, and nothing while the size is unknown', () => {
    const onProgress = jest.fn();
    const { xhr } = send({ onProgress });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 10, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
  });

  it('passes on the handler’s message when it refuses the form (4xx) or storage is full (507)', async () => {
    for (const status of [400, 403, 413, 415, 422, 429, 499, 507]) {
      const { result, xhr } = send();
      xhr.answer(status, JSON.stringify({ success: false, message: 'Le fichier est trop grand.' }));
      await expect(result).resolves.toEqual({
        kind: 'refused',
        status,
        message: 'Le fichier est trop grand.',
      });
    }
  });

  it('keeps a server error’s text from the visitor (5xx other than 507)', async () => {
    for (const status of [500, 502, 504, 508]) {
      const { result, xhr } = send();
      xhr.answer(status, JSON.stringify({ success: false, message: 'stack trace' }));
      await expect(result).resolves.toEqual({ kind: 'refused', status, message: null });
    }
  });

  it('counts only a 2xx with a successful envelope as sent', async () => {
    const proxyPage = send();
    proxyPage.xhr.answer(200, '<html>Gateway</html>');
    await expect(proxyPage.result).resolves.toEqual({
      kind: 'refused',
      status: 200,
      message: null,
    });

    const redirected = send();
    redirected.xhr.answer(302, JSON.stringify({ success: true, receipt: 'R-1' }));
    await expect(redirected.result).resolves.toMatchObject({ kind: 'refused', status: 302 });

    const multipleChoices = send();
    multipleChoices.xhr.answer(300, JSON.stringify({ success: true, receipt: 'R-1' }));
    await expect(multipleChoices.result).resolves.toMatchObject({ kind: 'refused', status: 300 });

    const informational = send();
    informational.xhr.answer(199, JSON.stringify({ success: true, receipt: 'R-1' }));
    await expect(informational.result).resolves.toMatchObject({ kind: 'refused', status: 199 });

    const noReceipt = send();
    noReceipt.xhr.answer(201, JSON.stringify({ success: true }));
    await expect(noReceipt.result).resolves.toEqual({ kind: 'ok', receipt: null });
  });

  it.each(['onerror', 'ontimeout', 'onabort'] as const)(
    'reads %s as no answer at all',
    async (event) => {
      const { result, xhr } = send();
      xhr[event]?.();
      await expect(result).resolves.toEqual({ kind: 'network' });
    },
  );
});
