/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en.json';
import { exeBytes, pdfBytes } from '../__fixtures__/documents';
import {
  create,
  created,
  folderPerTest,
  head,
  limiter,
  patch,
  remove,
  SITE,
  tusEndpoint,
} from '../__fixtures__/tus';
import { MAX_FILE_BYTES } from '../constants';
import type { UploadEndpointDeps } from './endpoint';

// The requests after a creation, as a client or an attacker sends them: who may write or remove,
// what a full disk still allows, which pieces are judged on their first bytes, and how every
// refusal of the endpoint's own is answered.

const root = folderPerTest('tus-requests-');

const setup = (overrides: Partial<UploadEndpointDeps> = {}) => tusEndpoint(root(), overrides);
const offset = async (endpoint: ReturnType<typeof setup>, location: string) =>
  (await endpoint.handle(head(location))).headers.get('upload-offset');
const body = async (response: Response) =>
  ((await response.json()) as { success: boolean; message: string }).message;

/** `request` without its Origin: what a script, or a page that hides it, sends. */
function withoutOrigin(request: Request) {
  const headers = new Headers(request.headers);
  headers.delete('origin');
  return new Request(request.url, {
    method: request.method,
    headers,
    body: request.body,
    duplex: 'half',
  } as RequestInit);
}

describe('who may write to an upload or remove it', () => {
  it('refuses a piece or a removal without Origin (403) and leaves the upload as it was', async () => {
    const endpoint = setup();
    const location = await created(endpoint, 100);
    for (const request of [patch(location, 0, pdfBytes(100)), remove(location)]) {
      const response = await endpoint.handle(withoutOrigin(request));
      expect([request.method, response.status]).toEqual([request.method, 403]);
      expect(await body(response)).toBe(en.Uploads.errors.forbidden);
    }
    expect(await offset(endpoint, location)).toBe('0');
  });

  it("does not take a client's forwarded headers for the site's name when no proxy is trusted", async () => {
    const forged = {
      Origin: 'https://evil.example',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
    };
    const response = await setup().handle(create(100, { headers: forged }));
    expect(response.status).toBe(403);
    expect(readdirSync(root())).toEqual([]);
  });

  it('takes a page on the name a trusted proxy forwards for one of the site’s own', async () => {
    const proxied = {
      Origin: 'https://www.inwrdam.example',
      'X-Forwarded-Host': 'www.inwrdam.example',
      'X-Forwarded-Proto': 'https',
    };
    const endpoint = setup({ trustedProxyHops: () => 1 });
    expect((await endpoint.handle(create(100, { headers: proxied }))).status).toBe(201);
  });
});

describe('while the disk is full', () => {
  it('refuses a piece (507) with the form’s message, and still tells where an upload stands and removes it', async () => {
    let full = false;
    const endpoint = setup({ storageFull: async () => full });
    const location = await created(endpoint, 100, { form: 'vacancy' });
    full = true;
    const piece = await endpoint.handle(patch(location, 0, pdfBytes(100)));
    expect(piece.status).toBe(507);
    expect(await body(piece)).toBe(en.Applications.errors.storageFull);
    expect(await offset(endpoint, location)).toBe('0');
    expect((await endpoint.handle(remove(location))).status).toBe(204);
    expect(readdirSync(root())).toEqual([]);
  });
});

describe('pieces judged on their first bytes, and pieces that are not', () => {
  it('answers a piece sent from the start of an upload already under way with 409, whatever its bytes', async () => {
    const endpoint = setup();
    const bytes = pdfBytes(300);
    const location = await created(endpoint, bytes.length);
    await endpoint.handle(patch(location, 0, bytes.subarray(0, 100)));
    const restart = await endpoint.handle(patch(location, 0, exeBytes().subarray(0, 100)));
    expect(restart.status).toBe(409);
    expect(await offset(endpoint, location)).toBe('100');
  });

  it('answers a piece past the start of an upload not yet begun with 409, whatever its bytes', async () => {
    const endpoint = setup();
    const location = await created(endpoint, 300);
    const ahead = await endpoint.handle(patch(location, 100, exeBytes().subarray(0, 100)));
    expect(ahead.status).toBe(409);
    expect(await offset(endpoint, location)).toBe('0');
  });

  it('keeps an upload whose first piece has no body at all', async () => {
    const endpoint = setup();
    const location = await created(endpoint, 100);
    const request = patch(location, 0, new Uint8Array(0));
    const bodiless = new Request(request.url, { method: 'PATCH', headers: request.headers });
    const response = await endpoint.handle(bodiless);
    expect(response.status).toBe(204);
    expect(await offset(endpoint, location)).toBe('0');
  });

  it('closes the connection on a disguised file, so the rest of it is not read', async () => {
    const endpoint = setup();
    const exe = exeBytes();
    const location = await created(endpoint, exe.length);
    const response = await endpoint.handle(patch(location, 0, exe));
    expect(response.status).toBe(415);
    expect(response.headers.get('connection')).toBe('close');
  });
});

describe("the endpoint's own refusals", () => {
  it('are never cached and say which tus they speak', async () => {
    const endpoint = setup({ creations: limiter(2) });
    const location = await created(endpoint, 100);
    const refusals = [
      await endpoint.handle(create(100, { headers: { Origin: 'https://evil.example' } })),
      await endpoint.handle(head(`${location}0`)),
      await endpoint.handle(create(MAX_FILE_BYTES + 1)),
      await endpoint.handle(create(100)),
    ];
    expect(refusals.map((response) => response.status)).toEqual([403, 404, 413, 429]);
    for (const response of refusals) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('tus-resumable')).toBe('1.0.0');
    }
  });

  it('answers a method it does not offer with 405 and the methods it does', async () => {
    const response = await setup().handle(
      new Request(`http://localhost:3000/api/uploads`, {
        method: 'PUT',
        headers: { Origin: SITE },
      }),
    );
    expect(response.status).toBe(405);
    expect(
      response.headers
        .get('allow')
        ?.split(',')
        .map((method) => method.trim())
        .sort(),
    ).toEqual(['DELETE', 'HEAD', 'OPTIONS', 'PATCH', 'POST']);
  });
});

describe('the store folder', () => {
  it('is made with its parents when the endpoint starts', async () => {
    const endpoint = tusEndpoint(path.join(root(), 'data', 'uploads', 'tus'));
    const location = await created(endpoint, 100);
    expect((await endpoint.handle(patch(location, 0, pdfBytes(100)))).status).toBe(204);
    expect(readdirSync(path.join(root(), 'data', 'uploads', 'tus')).length).toBeGreaterThan(0);
  });
});
