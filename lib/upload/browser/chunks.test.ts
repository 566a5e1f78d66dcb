import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startResumableUpload } from './resumable';

// Jest resolves tus-js-client's Node build (its requests through node:http); the page gets its
// browser build, which sends through XMLHttpRequest.
jest.mock('tus-js-client', () => jest.requireActual('tus-js-client/lib.es5/browser/index.js'));

/**
 * The site's tus endpoint, answering in the page's XMLHttpRequest as the route handler does: a
 * creation gets an address, each PATCH moves the offset by the bytes it carried. Records each
 * request's method and body size.
 */
class TusServerXhr {
  static requests: { method: string; bytes: number }[] = [];
  static offset = 0;
  method = '';
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: ((error: unknown) => void) | null = null;
  private answered: Record<string, string> = {};

  open(method: string) {
    this.method = method;
  }
  setRequestHeader() {}
  abort() {}
  getResponseHeader(name: string) {
    return this.answered[name.toLowerCase()] ?? null;
  }
  send(body?: Blob | null) {
    const bytes = body instanceof Blob ? body.size : 0;
    TusServerXhr.requests.push({ method: this.method, bytes });
    if (this.method === 'POST') {
      this.status = 201;
      this.answered = { location: '/api/uploads/upload0000000000000001' };
    } else {
      TusServerXhr.offset += bytes;
      this.status = 204;
      this.answered = { 'upload-offset': String(TusServerXhr.offset) };
    }
    setTimeout(() => this.onload?.(), 0);
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  TusServerXhr.requests = [];
  TusServerXhr.offset = 0;
  globalThis.XMLHttpRequest = TusServerXhr as unknown as typeof XMLHttpRequest;
});
afterAll(() => {
  globalThis.XMLHttpRequest = realXhr;
});

/** The edge's limit on one request to the uploads endpoint (deploy/nginx.conf), in bytes. */
function edgeLimit(): number {
  const conf = readFileSync(path.join(process.cwd(), 'deploy/nginx.conf'), 'utf8');
  const block = conf.slice(conf.indexOf('location /api/uploads'));
  const [, megabytes = ''] = /client_max_body_size (\d+)m;/.exec(block) ?? [];
  return Number(megabytes) * 1024 * 1024;
}

describe('a large file through the resumable upload', () => {
  it('goes in pieces of 2 MB, each within what the edge lets through in one request', async () => {
    const MB = 1024 * 1024;
    const file = new File([new Uint8Array(5 * MB)], 'cv.pdf', { type: 'application/pdf' });
    const upload = startResumableUpload(file, {
      form: 'vacancy',
      submission: 'submission000000000001',
      locale: 'fr',
      onState: () => {},
    });
    await expect(upload.done).resolves.toBe('/api/uploads/upload0000000000000001');
    const pieces = TusServerXhr.requests.filter((r) => r.method === 'PATCH').map((r) => r.bytes);
    expect(pieces).toEqual([2 * MB, 2 * MB, MB]);
    expect(Math.max(...pieces)).toBeLessThan(edgeLimit());
  });
});
