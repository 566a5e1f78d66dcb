/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { docWithMacrosBytes, exeBytes, pdfBytes } from '../__fixtures__/documents';
import {
  create,
  created,
  freshFolders,
  head,
  limiter,
  message,
  patch,
  remove,
  SITE,
  SUBMISSION,
  tusEndpoint,
} from '../__fixtures__/tus';
import { MAX_FILE_BYTES, MB } from '../constants';
import type { UploadEndpointDeps } from './endpoint';

const folder = freshFolders('tus-test-');
let directory: string;
let now: number;
beforeEach(() => {
  directory = folder();
  // The store dates uploads by the real clock; the sweep reads `now`.
  now = Date.now();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const setup = (overrides: Partial<UploadEndpointDeps> = {}) =>
  tusEndpoint(directory, { now: () => now, ...overrides });

/** The store's files (each upload: its bytes and its `.json` record). */
const stored = () => readdirSync(directory).filter((name) => !name.startsWith('.'));

describe('the tus endpoint at /api/uploads', () => {
  it('takes a document in two pieces and tells the offset on HEAD, never its metadata', async () => {
    const endpoint = setup();
    const bytes = pdfBytes(3000);
    const location = await created(endpoint, bytes.length);
    expect(location).toMatch(/^\/api\/uploads\/abcdefghijklmnop0123-[0-9a-f]{32}$/);
    const first = await endpoint.handle(patch(location, 0, bytes.subarray(0, 1000)));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('1000');
    const probe = await endpoint.handle(head(location));
    expect(probe.status).toBe(200);
    expect(probe.headers.get('upload-offset')).toBe('1000');
    expect(probe.headers.get('upload-length')).toBe('3000');
    expect(probe.headers.get('upload-metadata')).toBeNull();
    expect(probe.headers.get('cache-control')).toBe('no-store');
    const last = await endpoint.handle(patch(location, 1000, bytes.subarray(1000)));
    expect(last.status).toBe(204);
    expect(last.headers.get('upload-offset')).toBe('3000');
  });

  it('says when an unfinished upload expires: 24 hours after its creation', async () => {
    const response = await setup().handle(create(100));
    const expires = Date.parse(response.headers.get('upload-expires') ?? '');
    expect(expires - Date.now()).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
  });

  it("refuses another site's page (403) and a request without Origin, before anything is kept", async () => {
    const endpoint = setup();
    const foreign = await endpoint.handle(
      create(100, { headers: { Origin: 'https://evil.example' } }),
    );
    expect(foreign.status).toBe(403);
    expect(await message(foreign)).toBe(en.Uploads.errors.forbidden);
    const request = create(100);
    const bare = new Request(request.url, { method: 'POST', headers: request.headers });
    bare.headers.delete('origin');
    expect((await endpoint.handle(bare)).status).toBe(403);
    const location = await created(endpoint, 100);
    const foreignPatch = await endpoint.handle(
      patch(location, 0, pdfBytes(100), { Origin: 'https://evil.example' }),
    );
    expect(foreignPatch.status).toBe(403);
    expect((await endpoint.handle(head(location, { Origin: 'https://evil.example' }))).status).toBe(
      403,
    );
    expect(stored()).toHaveLength(2); // the one upload made from the site, nothing written to it
  });

  it('limits creations per client (429 with Retry-After)', async () => {
    const endpoint = setup({ creations: limiter(2) });
    await created(endpoint, 100);
    await created(endpoint, 100);
    const third = await endpoint.handle(create(100));
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await message(third)).toBe(en.Proposal.errors.rateLimited);
  });

  it('limits the bytes a client announces, whatever the number of uploads', async () => {
    const endpoint = setup({ bytes: limiter(15 * MB) });
    await created(endpoint, 8 * MB, { submission: 'aaaaaaaaaaaaaaaa1' });
    const second = await endpoint.handle(create(8 * MB, { submission: 'bbbbbbbbbbbbbbbb2' }));
    expect(second.status).toBe(429);
  });

  it('refuses a file larger than the per-file limit at creation (413), naming it', async () => {
    const response = await setup().handle(create(MAX_FILE_BYTES + 1, { filename: 'big.pdf' }));
    expect(response.status).toBe(413);
    expect(await message(response)).toBe('File "big.pdf" is larger than 10MB.');
    expect(stored()).toHaveLength(0);
    expect((await setup().handle(create(MAX_FILE_BYTES))).status).toBe(201);
  });

  it("bounds one submission's files together (50 MB for a tender, 20 MB for an application)", async () => {
    const endpoint = setup();
    for (let i = 0; i < 5; i += 1) await created(endpoint, 10 * MB);
    const sixth = await endpoint.handle(create(1));
    expect(sixth.status).toBe(413);
    expect(await message(sixth)).toBe(en.Proposal.errors.filesTooLarge);
    const job = 'jobjobjobjobjobjob';
    await created(endpoint, 10 * MB, { form: 'vacancy', submission: job });
    await created(endpoint, 10 * MB, { form: 'vacancy', submission: job });
    const third = await endpoint.handle(create(1, { form: 'vacancy', submission: job }));
    expect(third.status).toBe(413);
    expect(await message(third)).toBe(en.Applications.errors.bodyTooLarge);
  });

  it('refuses more files than the form takes in one submission', async () => {
    const endpoint = setup();
    for (let i = 0; i < 10; i += 1) await created(endpoint, 10);
    const eleventh = await endpoint.handle(create(10));
    expect(eleventh.status).toBe(413);
    expect(await message(eleventh)).toBe('Please attach no more than 10 files.');
  });

  it('answers 507 with the form message while storage is full', async () => {
    const response = await setup({ storageFull: async () => true }).handle(
      create(100, { form: 'internship' }),
    );
    expect(response.status).toBe(507);
    expect(await message(response)).toBe(en.Applications.errors.storageFull);
    expect(stored()).toHaveLength(0);
  });

  it('refuses what names no form, no file or no submission (400)', async () => {
    const endpoint = setup();
    for (const options of [
      { form: 'newsletter' },
      { filename: '' },
      { submission: 'short' },
      { submission: '../../etc/passwd0000' },
    ]) {
      const response = await endpoint.handle(create(100, options));
      expect(response.status).toBe(400);
      expect(await message(response)).toBe(en.Uploads.errors.malformed);
    }
    const deferred = await endpoint.handle(
      create(100, { headers: { 'Upload-Defer-Length': '1' } }),
    );
    expect(deferred.status).toBe(400);
    expect(stored()).toHaveLength(0);
  });

  it('refuses a disguised file from its first bytes and removes the upload', async () => {
    const endpoint = setup();
    const exe = exeBytes();
    const location = await created(endpoint, exe.length, { filename: 'cv.pdf' });
    const response = await endpoint.handle(patch(location, 0, exe.subarray(0, 64)));
    expect(response.status).toBe(415);
    expect(await message(response)).toBe(
      'File "cv.pdf" is not a PDF or Word document (pdf, doc, docx).',
    );
    expect(stored()).toHaveLength(0);
    expect((await endpoint.handle(head(location))).status).toBe(404);
  });

  it('refuses a file that starts like a document but is not one, once complete', async () => {
    const endpoint = setup();
    const macros = docWithMacrosBytes();
    const location = await created(endpoint, macros.length, { filename: 'letter.doc' });
    expect((await endpoint.handle(patch(location, 0, macros.subarray(0, 512)))).status).toBe(204);
    const last = await endpoint.handle(patch(location, 512, macros.subarray(512)));
    expect(last.status).toBe(415);
    expect(await message(last)).toBe(
      'File "letter.doc" is not a PDF or Word document (pdf, doc, docx).',
    );
    expect(stored()).toHaveLength(0);
  });

  it('answers a wrong Upload-Offset with 409 and keeps what it had', async () => {
    const endpoint = setup();
    const bytes = pdfBytes(200);
    const location = await created(endpoint, bytes.length);
    await endpoint.handle(patch(location, 0, bytes.subarray(0, 100)));
    const wrong = await endpoint.handle(patch(location, 50, bytes.subarray(50)));
    expect(wrong.status).toBe(409);
    expect(await message(wrong)).toBe(en.Uploads.errors.offsetConflict);
    expect((await endpoint.handle(head(location))).headers.get('upload-offset')).toBe('100');
  });

  it('answers 404 for an unknown upload, in the visitor’s language', async () => {
    const endpoint = setup();
    const unknown = `/api/uploads/${SUBMISSION}-${'0'.repeat(32)}`;
    const response = await endpoint.handle(
      patch(unknown, 0, pdfBytes(100), { 'Accept-Language': 'ar' }),
    );
    expect(response.status).toBe(404);
    expect(await message(response)).toBe(ar.Uploads.errors.notFound);
    expect((await endpoint.handle(head('/api/uploads/..%2F..%2Fetc'))).status).toBe(404);
  });

  it('gives nobody the bytes back by the address (no GET)', async () => {
    const endpoint = setup();
    const bytes = pdfBytes(100);
    const location = await created(endpoint, bytes.length);
    await endpoint.handle(patch(location, 0, bytes));
    const response = await endpoint.handle(
      new Request(`http://localhost:3000${location}`, { headers: { Origin: SITE } }),
    );
    expect(response.status).toBe(405);
    expect(await response.text()).not.toContain('%PDF');
  });

  it('lets the visitor remove an upload (termination)', async () => {
    const endpoint = setup();
    const location = await created(endpoint, 100);
    const response = await endpoint.handle(remove(location));
    expect(response.status).toBe(204);
    expect(stored()).toHaveLength(0);
  });

  it('removes a flood of abandoned uploads once they expire, when the next one is created', async () => {
    const endpoint = setup({ creations: limiter(1000), sweepEveryMs: 60_000 });
    for (let i = 0; i < 60; i += 1) {
      await created(endpoint, 100, { submission: `abandoned${String(i).padStart(8, '0')}` });
    }
    // A finished upload never submitted expires too.
    const finished = await created(endpoint, 100, { submission: 'finishedbutnotsent' });
    await endpoint.handle(patch(finished, 0, pdfBytes(100)));
    await endpoint.idle();
    expect(stored()).toHaveLength(122);
    now += 23 * 3600_000;
    await created(endpoint, 100, { submission: 'notyetexpired0001' });
    await endpoint.idle();
    expect(stored()).toHaveLength(124);
    now += 2 * 3600_000;
    await created(endpoint, 100, { submission: 'freshfreshfresh01' });
    await endpoint.idle();
    expect(stored().sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^freshfreshfresh01-/)]),
    );
    expect(stored()).toHaveLength(2);
  });

  it('offers only creation, expiration and termination', async () => {
    const response = await setup().handle(
      new Request('http://localhost:3000/api/uploads', { method: 'OPTIONS' }),
    );
    expect(response.headers.get('tus-extension')).toBe('creation,expiration,termination');
    expect(existsSync(directory)).toBe(true);
  });
});
