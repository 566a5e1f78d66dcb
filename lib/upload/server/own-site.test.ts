/** @jest-environment node */
import { docBytes, docxBytes, exeBytes, file, pdfBytes } from '../__fixtures__/documents';
import { forwardedFile, ruleStatus } from './handler';
import { fromOwnSite } from './request';

const SITE = 'https://inwrdam.example';

/** A form post as a browser sends it: its Origin, and the Host (and proxy headers) it went to. */
function post(headers: Record<string, string>) {
  return new Request('http://localhost:3000/api/tenders/T1/apply', { method: 'POST', headers });
}

describe('fromOwnSite: which form posts the upload endpoints accept', () => {
  it('accepts a post from SITE_URL, whatever host the server was reached by', () => {
    expect(fromOwnSite(post({ origin: SITE, host: '10.0.0.5:3000' }), SITE, false)).toBe(true);
    expect(fromOwnSite(post({ origin: SITE }), `${SITE}/fr/`, false)).toBe(true);
  });

  it('refuses a post without an Origin, with the opaque "null" one, or from another site', () => {
    const host = { host: 'inwrdam.example' };
    expect(fromOwnSite(post(host), SITE, false)).toBe(false);
    expect(fromOwnSite(post({ ...host, origin: 'null' }), SITE, false)).toBe(false);
    expect(fromOwnSite(post({ ...host, origin: 'https://evil.example' }), SITE, false)).toBe(false);
  });

  it('without a proxy, accepts the origin of the Host the browser used, over http or https', () => {
    const host = { host: 'water.example.org:8080' };
    const from = (origin: string) => fromOwnSite(post({ ...host, origin }), SITE, false);
    expect(from('http://water.example.org:8080')).toBe(true);
    // A TLS terminator that does not say so: the browser saw https on the same host.
    expect(from('https://water.example.org:8080')).toBe(true);
    expect(from('https://water.example.org')).toBe(false);
    expect(from('http://other.example.org:8080')).toBe(false);
  });

  it('without a proxy, ignores X-Forwarded-* headers: they are the client’s word', () => {
    const forged = {
      host: 'inwrdam.internal',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      origin: 'https://evil.example',
    };
    expect(fromOwnSite(post(forged), SITE, false)).toBe(false);
  });

  it('behind a trusted proxy, accepts the first forwarded host and scheme, and only them', () => {
    const proxied = {
      host: 'app:3000',
      'x-forwarded-host': 'www.inwrdam.org, app',
      'x-forwarded-proto': 'https, http',
    };
    const from = (origin: string) => fromOwnSite(post({ ...proxied, origin }), SITE, true);
    expect(from('https://www.inwrdam.org')).toBe(true);
    // The proxy said https: the plain-http origin is not the same site.
    expect(from('http://www.inwrdam.org')).toBe(false);
    expect(from('http://app:3000')).toBe(false);
    // Spaces around a proxy's commas are not part of the first value.
    const spaced = { host: 'app:3000', 'x-forwarded-host': 'www.inwrdam.org , app' };
    const origin = 'https://www.inwrdam.org';
    expect(
      fromOwnSite(post({ ...spaced, 'x-forwarded-proto': 'https , http', origin }), SITE, true),
    ).toBe(true);
  });

  it('behind a proxy that sends no X-Forwarded-*, falls back to Host over http', () => {
    const plain = { host: 'intranet.inwrdam.org' };
    expect(fromOwnSite(post({ ...plain, origin: 'http://intranet.inwrdam.org' }), SITE, true)).toBe(
      true,
    );
    // Behind a proxy the https guess is not made: the proxy would have said so.
    expect(
      fromOwnSite(post({ ...plain, origin: 'https://intranet.inwrdam.org' }), SITE, true),
    ).toBe(false);
  });

  it('refuses when the request names no usable origin of its own', () => {
    const origin = { origin: 'http://inwrdam.example' };
    expect(fromOwnSite(post(origin), SITE, false)).toBe(false);
    expect(
      fromOwnSite(
        post({ ...origin, host: 'inwrdam.example', 'x-forwarded-proto': 'ftp' }),
        SITE,
        true,
      ),
    ).toBe(false);
    expect(fromOwnSite(post({ origin: 'http://a b', host: 'a b' }), SITE, false)).toBe(false);
  });

  it('behind a proxy, takes no scheme but http and https for the site’s own, even when Origin matches it', () => {
    const proxied = { host: 'app:3000', 'x-forwarded-host': 'www.inwrdam.org' };
    for (const scheme of ['ftp', 'ws', 'wss']) {
      const origin = `${scheme}://www.inwrdam.org`;
      const headers = { ...proxied, 'x-forwarded-proto': scheme, origin };
      expect([scheme, fromOwnSite(post(headers), SITE, true)]).toEqual([scheme, false]);
    }
  });
});

describe('ruleStatus: the status a refused form answers with', () => {
  it.each([
    ['file-type', 415],
    ['file-size', 413],
    ['files-count', 413],
    ['files-total', 413],
    ['required', 422],
    ['email', 422],
  ])('%s → %i', (rule, status) => {
    expect(ruleStatus(rule)).toBe(status);
  });
});

describe('forwardedFile: the file the provider receives', () => {
  it.each([
    [pdfBytes(), 'offer.bat', 'offer.pdf', 'application/pdf'],
    [docBytes(), 'C:\\cv.docx', 'cv.doc', 'application/msword'],
    [
      docxBytes(),
      'cv',
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  ])('names a document by its content and gives its type', async (bytes, name, sent, type) => {
    const forwarded = await forwardedFile(file(bytes, name, 'application/x-msdownload'), 'cv');
    expect([forwarded.name, forwarded.type]).toEqual([sent, type]);
    expect(new Uint8Array(await forwarded.arrayBuffer())).toEqual(bytes);
  });

  it('sends anything else as opaque bytes under its cleaned name', async () => {
    const forwarded = await forwardedFile(
      file(exeBytes(), 'x/setup\u202Efdp.exe', 'application/pdf'),
      'cv',
    );
    expect([forwarded.name, forwarded.type]).toEqual(['setupfdp.exe', 'application/octet-stream']);
    expect(new Uint8Array(await forwarded.arrayBuffer())).toEqual(exeBytes());
  });
});
