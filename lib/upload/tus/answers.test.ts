/** @jest-environment node */
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Locker } from '@tus/utils';
import { pdfBytes } from '../__fixtures__/documents';
import { create, created, folderPerTest, head, patch, tusEndpoint } from '../__fixtures__/tus';
import type { UploadEndpointDeps } from './endpoint';

// What a visitor's client reads when tus itself refuses a request our own checks let through: the
// site's JSON envelope in the visitor's language, a body as long as it says, nothing cached, and
// no body at all on HEAD (a HEAD answer never has one).

const directory = folderPerTest('tus-answers-');

const setup = (overrides: Partial<UploadEndpointDeps> = {}) => tusEndpoint(directory(), overrides);

/** A request like `request`, without the named headers (what a broken or hostile client sends). */
function without(request: Request, ...names: string[]) {
  const headers = new Headers(request.headers);
  for (const name of names) headers.delete(name);
  const body = request.method === 'HEAD' ? null : request.body;
  return new Request(request.url, {
    method: request.method,
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
}

/** The answer's envelope, checked to be the site's, uncached and exactly as long as it says. */
async function refusal(response: Response) {
  const text = await response.text();
  expect(response.headers.get('content-type')).toBe('application/json');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const length = response.headers.get('content-length');
  if (length !== null) expect(Number(length)).toBe(Buffer.byteLength(text));
  const body = JSON.parse(text) as { success: boolean; message: string };
  expect(body.success).toBe(false);
  return body.message;
}

describe("tus's own refusals, as the visitor's client reads them", () => {
  it('a piece without its offset or its content type: 403, forbidden', async () => {
    const endpoint = setup();
    const location = await created(endpoint, 100);
    for (const missing of ['upload-offset', 'content-type']) {
      const response = await endpoint.handle(without(patch(location, 0, pdfBytes(100)), missing));
      expect([missing, response.status]).toEqual([missing, 403]);
      expect(await refusal(response)).toBe(en.Uploads.errors.forbidden);
    }
    expect((await endpoint.handle(head(location))).headers.get('upload-offset')).toBe('0');
  });

  it('an offset that is not a number: 400, malformed, in Arabic for an Arabic visitor', async () => {
    const endpoint = setup();
    const location = await created(endpoint, 100);
    const response = await endpoint.handle(
      patch(location, 0, pdfBytes(100), { 'Upload-Offset': 'ten', 'Accept-Language': 'ar' }),
    );
    expect(response.status).toBe(400);
    expect(await refusal(response)).toBe(ar.Uploads.errors.malformed);
  });

  it('a request that does not say it speaks tus: 412, malformed; on HEAD without a body', async () => {
    const endpoint = setup();
    const location = await created(endpoint, 100);
    const response = await endpoint.handle(
      without(patch(location, 0, pdfBytes(100)), 'tus-resumable'),
    );
    expect(response.status).toBe(412);
    expect(await refusal(response)).toBe(en.Uploads.errors.malformed);
    const probe = await endpoint.handle(without(head(location), 'tus-resumable'));
    expect(probe.status).toBe(412);
    expect(probe.headers.get('cache-control')).toBe('no-store');
    expect(await probe.text()).toBe('');
  });

  it('an address with a query, which tus reads as another upload: 404, not found', async () => {
    const endpoint = setup();
    const location = await created(endpoint, 100);
    const response = await endpoint.handle(patch(`${location}?part=2`, 0, pdfBytes(100)));
    expect(response.status).toBe(404);
    expect(await refusal(response)).toBe(en.Uploads.errors.notFound);
    expect((await endpoint.handle(head(location))).headers.get('upload-offset')).toBe('0');
  });

  it('an upload past its expiry, not yet swept: 410, expired; on HEAD without a body', async () => {
    const endpoint = setup({ expirationMs: 200 });
    const location = await created(endpoint, 100);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const response = await endpoint.handle(patch(location, 0, pdfBytes(100)));
    expect(response.status).toBe(410);
    expect(await refusal(response)).toBe(en.Uploads.errors.expired);
    const probe = await endpoint.handle(head(location));
    expect(probe.status).toBe(410);
    expect(await probe.text()).toBe('');
  });

  it('more bytes than the upload announced: 413, malformed, and nothing past its length kept', async () => {
    const endpoint = setup();
    const location = await created(endpoint, 100);
    const response = await endpoint.handle(patch(location, 0, pdfBytes(200)));
    expect(response.status).toBe(413);
    expect(await refusal(response)).toBe(en.Uploads.errors.malformed);
    const probe = await endpoint.handle(head(location));
    expect(Number(probe.headers.get('upload-offset'))).toBeLessThanOrEqual(100);
  });

  it('a failure of its own (the lock cannot be had): 500, the upload failed', async () => {
    const broken: Locker = {
      newLock: () => ({
        lock: async () => {
          throw new Error('Redis is down');
        },
        unlock: async () => {},
      }),
    };
    const response = await setup({ locker: broken }).handle(create(100));
    expect(response.status).toBe(500);
    expect(await refusal(response)).toBe(en.Uploads.errors.failed);
  });

  it('tells the extensions it offers on OPTIONS only', async () => {
    const endpoint = setup();
    const location = await created(endpoint, 100);
    const probe = await endpoint.handle(head(location));
    expect(probe.status).toBe(200);
    expect(probe.headers.get('tus-extension')).toBeNull();
  });
});
