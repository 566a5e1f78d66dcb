/** @jest-environment node */
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en.json';
import { docBytes, exeBytes, pdfBytes } from '../__fixtures__/documents';
import {
  chunked,
  create,
  created,
  freshFolders,
  head,
  limiter,
  message,
  patch,
  remove,
  tusEndpoint,
} from '../__fixtures__/tus';
import type { UploadEndpointDeps } from './endpoint';

// The rules that keep an attacker out of the store, at their edges: ids that only look like
// one, first bytes that only nearly start a document, and the sweep's clock.

/** A folder of its own per test, with the store one level down: what lands beside it shows. */
const folder = freshFolders('tus-rules-');
let root: string;
let directory: string;
beforeEach(() => {
  root = folder();
  directory = path.join(root, 'tus');
  mkdirSync(directory);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const setup = (overrides: Partial<UploadEndpointDeps> = {}) => tusEndpoint(directory, overrides);
const stored = () => readdirSync(directory).sort();
const besideStore = () => readdirSync(root).filter((name) => name !== 'tus');
const FIRST_BYTES_WAIT_MS = 2_000;

describe('ids that only look like an upload or a submission', () => {
  it('refuses a submission id with a prefix, a suffix, a path or a second id, writing nothing', async () => {
    const endpoint = setup();
    const id = 'aaaaaaaaaaaaaaaaaaaa';
    for (const submission of [
      `../${id}`,
      `-${id}`,
      `${id}/x`,
      `${id}.json`,
      `${id}/../${id}`,
      `${id} ${id}`,
      'a'.repeat(65),
    ]) {
      const response = await endpoint.handle(create(100, { submission }));
      expect([submission, response.status]).toEqual([submission, 400]);
      expect(await message(response)).toBe(en.Uploads.errors.malformed);
    }
    expect(stored()).toEqual([]);
    expect(besideStore()).toEqual([]);
    // The longest and shortest ids are ids.
    await created(endpoint, 100, { submission: 'a'.repeat(64) });
    await created(endpoint, 100, { submission: 'b'.repeat(16) });
    expect(stored()).toHaveLength(4);
  });

  it('answers 404 to an address with a prefix, a suffix or a second id, and leaves the upload be', async () => {
    const endpoint = setup();
    const location = await created(endpoint, 100);
    const id = location.split('/').pop()!;
    const before = stored();
    for (const address of [
      `/api/uploads/x${id}`,
      `/api/uploads/.${id}`,
      `/api/uploads/${id}.json`,
      `/api/uploads/${id}/${id}`,
      `/api/uploads/${id}x`,
      `/api/uploads/x/${id}`,
      `/api/uploadsx/${id}`,
    ]) {
      for (const request of [patch(address, 0, pdfBytes(100)), head(address), remove(address)]) {
        const response = await endpoint.handle(request);
        expect([address, request.method, response.status]).toEqual([address, request.method, 404]);
      }
    }
    expect(stored()).toEqual(before);
    const probe = await endpoint.handle(head(location));
    expect(probe.status).toBe(200);
    expect(probe.headers.get('upload-offset')).toBe('0');
  });
});

describe('the first bytes, judged as they arrive', () => {
  async function firstPatch(body: Uint8Array | ReadableStream<Uint8Array>, length: number) {
    const endpoint = setup();
    const location = await created(endpoint, length, { filename: 'cv.doc' });
    const response = await endpoint.handle(patch(location, 0, body));
    return { endpoint, location, response };
  }

  it('refuses eight bytes that stop one short of a Word signature, and the upload with them', async () => {
    const bytes = docBytes();
    bytes[7] = 0;
    const { endpoint, location, response } = await firstPatch(bytes.slice(0, 8), bytes.length);
    expect(response.status).toBe(415);
    expect(await message(response)).toBe(
      'File "cv.doc" is not a PDF or Word document (pdf, doc, docx).',
    );
    expect((await endpoint.handle(head(location))).status).toBe(404);
    expect(stored()).toEqual([]);
  });

  it('takes a first piece of seven bytes of a Word file, then the rest', async () => {
    const bytes = docBytes();
    const { endpoint, location, response } = await firstPatch(bytes.slice(0, 7), bytes.length);
    expect(response.status).toBe(204);
    expect(response.headers.get('upload-offset')).toBe('7');
    const rest = await endpoint.handle(patch(location, 7, bytes.slice(7)));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));
  });

  it('refuses a first piece shorter than any signature when no document starts so', async () => {
    const { response } = await firstPatch(exeBytes().slice(0, 2), 1024);
    expect(response.status).toBe(415);
    expect(stored()).toEqual([]);
  });

  it('keeps an upload whose first request carries no byte', async () => {
    const { endpoint, location, response } = await firstPatch(new Uint8Array(0), 1024);
    expect(response.status).toBe(204);
    expect(response.headers.get('upload-offset')).toBe('0');
    expect((await endpoint.handle(head(location))).status).toBe(200);
  });

  it('reads a signature split across chunks as the document it starts', async () => {
    const bytes = pdfBytes(300);
    const body = chunked(bytes.slice(0, 1), bytes.slice(1, 3), bytes.slice(3, 6), bytes.slice(6));
    const { response } = await firstPatch(body, bytes.length);
    expect(response.status).toBe(204);
    expect(response.headers.get('upload-offset')).toBe('300');
    const word = docBytes();
    const split = chunked(word.slice(0, 4), word.slice(4, 8), word.slice(8));
    expect((await firstPatch(split, word.length)).response.status).toBe(204);
  });

  it('refuses an executable whose first bytes arrive split across chunks', async () => {
    const exe = exeBytes();
    const body = chunked(exe.slice(0, 1), exe.slice(1, 5), exe.slice(5));
    const { response } = await firstPatch(body, exe.length);
    expect(response.status).toBe(415);
    expect(stored()).toEqual([]);
  });

  it('answers as soon as the first bytes are in, without waiting for the rest', async () => {
    const exe = exeBytes();
    // Eight bytes, then a body that never goes on (a client stalled, or a slow attack).
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(exe.slice(0, 8));
      },
    });
    const answered = firstPatch(stalled, exe.length).then(({ response }) => response.status);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise((resolve) => {
      timer = setTimeout(resolve, FIRST_BYTES_WAIT_MS, 'waiting');
    });
    expect(await Promise.race([answered, late])).toBe(415);
    clearTimeout(timer);
  });
});

describe('the sweep of expired uploads', () => {
  it('runs at most once a minute: not a moment before the minute is up, and then at once', async () => {
    const start = Date.now();
    let now = start;
    // Expired ten seconds after its creation, so that only the sweep's own clock decides.
    const endpoint = setup({ now: () => now, expirationMs: 10_000, creations: limiter(1000) });
    const first = await created(endpoint, 100, { submission: 'firstfirstfirst01' });
    await endpoint.idle();
    now = start + 59_999;
    await created(endpoint, 100, { submission: 'secondsecondsecond' });
    await endpoint.idle();
    expect((await endpoint.handle(head(first))).status).toBe(200);
    now = start + 60_000;
    await created(endpoint, 100, { submission: 'thirdthirdthird01' });
    await endpoint.idle();
    expect((await endpoint.handle(head(first))).status).toBe(404);
    expect(stored().some((name) => name.startsWith('firstfirstfirst01-'))).toBe(false);
  });

  it('sweeps at its first creation, without waiting a minute after it started', async () => {
    const stale = await created(tusEndpoint(directory), 100);
    const later = setup({ now: () => Date.now() + 25 * 3_600_000 });
    await created(later, 100, { submission: 'latecomerlatecomer' });
    await later.idle();
    expect((await later.handle(head(stale))).status).toBe(404);
  });
});
