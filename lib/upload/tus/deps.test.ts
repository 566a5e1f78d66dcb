/** @jest-environment node */
import { createClient } from '@redis/client';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { create, head, patch, SITE } from '../__fixtures__/tus';
import { pdfBytes } from '../__fixtures__/documents';
import { freshModules, type RedisClient } from '../__fixtures__/fresh-modules';
import { MAX_FILE_BYTES, MB } from '../constants';
import { SOCKET_ADDRESS_HEADER } from '../server/rate-limit';
import type * as deps from './deps';

/**
 * The endpoint the route really gets (deps.ts): 100 creations and 300 MB announced per client and
 * 10 minutes, counted in Redis and locked in Redis when REDIS_URL names one. Each test loads the
 * module afresh, as a server starting with that environment would.
 */
const saved = { ...process.env };
let dataDir: string;
let opened: RedisClient[] = [];
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tus-deps-'));
  process.env.DATA_DIR = dataDir;
  process.env.SITE_URL = SITE;
  delete process.env.TRUSTED_PROXY_HOPS;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  process.env = { ...saved };
  for (const client of opened) client.destroy();
  opened = [];
  jest.restoreAllMocks();
  jest.resetModules();
  await new Promise((resolve) => setTimeout(resolve, 10));
  rmSync(dataDir, { recursive: true, force: true });
});

/** One instance's endpoint, with every Redis connection it opens closed after the test. */
async function instance() {
  return (await freshModules(() => import('./deps'), opened)).uploadEndpoint();
}

/** A client of its own per test (the limits count per address, in Redis across runs too). */
const clientAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
const from = (request: Request, address: string) => {
  request.headers.set(SOCKET_ADDRESS_HEADER, address);
  return request;
};
const submission = (n: number) => `submission${String(n).padStart(8, '0')}`;
const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));
/** A hundred requests take a few seconds on a busy machine. */
const MANY_REQUESTS_MS = 60_000;

describe('the tus endpoint as the route gets it', () => {
  it('is made once, in DATA_DIR/tus', async () => {
    delete process.env.REDIS_URL;
    let loaded: typeof deps | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = await import('./deps');
    });
    const endpoint = loaded!.uploadEndpoint();
    expect(loaded!.uploadEndpoint()).toBe(endpoint);
    const response = await endpoint.handle(from(create(100), clientAddress()));
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toMatch(/^\/api\/uploads\//);
    expect(endpoint.store.directory).toBe(path.join(dataDir, 'tus'));
  });

  it(
    'allows a client 100 creations in 10 minutes, refused or not, and refuses the next',
    async () => {
      delete process.env.REDIS_URL;
      const endpoint = await instance();
      const client = clientAddress();
      // Refused for their size, still counted: a flood of bad requests is a flood.
      for (let i = 0; i < 99; i += 1) {
        const response = await endpoint.handle(from(create(MAX_FILE_BYTES + 1), client));
        expect(response.status).toBe(413);
      }
      expect((await endpoint.handle(from(create(100), client))).status).toBe(201);
      const refused = await endpoint.handle(from(create(100), client));
      expect(refused.status).toBe(429);
      expect(retryAfter(refused)).toBeGreaterThan(590);
      expect(retryAfter(refused)).toBeLessThanOrEqual(600);
      expect((await endpoint.handle(from(create(100), clientAddress()))).status).toBe(201);
    },
    MANY_REQUESTS_MS,
  );

  it(
    'allows a client 300 MB announced in 10 minutes, and refuses one byte more',
    async () => {
      delete process.env.REDIS_URL;
      const endpoint = await instance();
      const client = clientAddress();
      // Five 10 MB files per tender submission (its 50 MB), six submissions.
      for (let i = 0; i < 30; i += 1) {
        const request = create(10 * MB, { submission: submission(Math.floor(i / 5)) });
        expect((await endpoint.handle(from(request, client))).status).toBe(201);
      }
      expect(30 * 10 * MB).toBe(300 * MB);
      const refused = await endpoint.handle(
        from(create(1, { submission: submission(99) }), client),
      );
      expect(refused.status).toBe(429);
      expect(retryAfter(refused)).toBeGreaterThan(590);
    },
    MANY_REQUESTS_MS,
  );

  it('reads a REDIS_URL of spaces only as unset: counts in memory and takes uploads', async () => {
    process.env.REDIS_URL = '   ';
    const endpoint = await instance();
    expect((await endpoint.handle(from(create(100), clientAddress()))).status).toBe(201);
    expect(opened).toHaveLength(0);
  });

  it('still takes uploads when the free space under DATA_DIR cannot be read, and logs why', async () => {
    delete process.env.REDIS_URL;
    const failure = new Error('statfs: input/output error');
    jest.doMock('@/lib/embedded-provider/quota', () => ({
      ...jest.requireActual('@/lib/embedded-provider/quota'),
      storageStatus: () => Promise.reject(failure),
    }));
    try {
      const endpoint = await instance();
      expect((await endpoint.handle(from(create(100), clientAddress()))).status).toBe(201);
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('DATA_DIR'), failure);
    } finally {
      jest.dontMock('@/lib/embedded-provider/quota');
    }
  });

  it(
    'with REDIS_URL naming a Redis that does not answer, takes and writes uploads all the same',
    async () => {
      // A port nothing listens on: every connection is refused, as while Redis is down.
      process.env.REDIS_URL = 'redis://127.0.0.1:1';
      const endpoint = await instance();
      const client = clientAddress();
      const bytes = pdfBytes(1000);
      const made = await endpoint.handle(from(create(bytes.length), client));
      expect(made.status).toBe(201);
      const location = made.headers.get('location')!;
      const first = await endpoint.handle(from(patch(location, 0, bytes.slice(0, 400)), client));
      expect(first.status).toBe(204);
      const rest = await endpoint.handle(from(patch(location, 400, bytes.slice(400)), client));
      expect(rest.status).toBe(204);
      expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));
      // Logged once for the outage, not once per request.
      const locking = jest
        .mocked(console.error)
        .mock.calls.filter(([text]) => String(text).includes('locking uploads in this instance'));
      expect(locking).toHaveLength(1);
    },
    MANY_REQUESTS_MS,
  );

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)(
    'with REDIS_URL, counts creations in Redis, shared by the instances',
    async () => {
      process.env.REDIS_URL = redisUrl;
      const [a, b] = [await instance(), await instance()];
      const client = clientAddress();
      const admin = createClient({ url: redisUrl });
      await admin.connect();
      try {
        await admin.del([`inwrdam:tus-creations:${client}`, `inwrdam:tus-bytes:${client}`]);
        for (let i = 0; i < 100; i += 1) {
          const response = await (i % 2 ? a : b).handle(from(create(MAX_FILE_BYTES + 1), client));
          expect(response.status).toBe(413);
        }
        const refused = await a.handle(from(create(100), client));
        expect(refused.status).toBe(429);
        expect(retryAfter(refused)).toBeGreaterThan(590);
        expect(await admin.get(`inwrdam:tus-creations:${client}`)).toBe('101');
        // The bytes are counted there too, once a creation is made.
        const other = clientAddress();
        await admin.del([`inwrdam:tus-creations:${other}`, `inwrdam:tus-bytes:${other}`]);
        expect((await b.handle(from(create(1234), other))).status).toBe(201);
        expect(await admin.get(`inwrdam:tus-bytes:${other}`)).toBe('1234');
      } finally {
        await admin.quit();
      }
    },
    MANY_REQUESTS_MS,
  );

  (redisUrl ? it : it.skip)(
    'with REDIS_URL, locks an upload in Redis: a request waits for, and asks, its holder',
    async () => {
      process.env.REDIS_URL = redisUrl;
      const endpoint = await instance();
      const client = clientAddress();
      const bytes = pdfBytes(1000);
      const made = await endpoint.handle(from(create(bytes.length), client));
      const location = made.headers.get('location')!;
      const id = location.split('/').pop()!;
      const admin = createClient({ url: redisUrl });
      const listener = admin.duplicate();
      await Promise.all([admin.connect(), listener.connect()]);
      try {
        const asked: string[] = [];
        await listener.subscribe('inwrdam:tus-lock:release', (message) => asked.push(message));
        // Another instance holds the upload.
        await admin.set(`inwrdam:tus-lock:${id}`, 'another-instance', { PX: 10_000 });
        let answered = false;
        const writing = endpoint
          .handle(from(patch(location, 0, bytes.slice(0, 100)), client))
          .then((response) => {
            answered = true;
            return response;
          });
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(answered).toBe(false);
        expect(asked).toEqual([id]);
        await admin.del(`inwrdam:tus-lock:${id}`);
        const written = await writing;
        expect(written.status).toBe(204);
        expect(written.headers.get('upload-offset')).toBe('100');
        // Released once done: the next request takes the lock at once.
        expect(await admin.exists(`inwrdam:tus-lock:${id}`)).toBe(0);
        expect((await endpoint.handle(from(head(location), client))).status).toBe(200);

        // Holding it, it lets go when another instance asks on the channel.
        const stalled = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(bytes.slice(100, 200));
          },
        });
        const holding = endpoint.handle(from(patch(location, 100, stalled), client));
        const lockKey = `inwrdam:tus-lock:${id}`;
        for (let i = 0; i < 50 && !(await admin.exists(lockKey)); i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(await admin.exists(lockKey)).toBe(1);
        await admin.publish('inwrdam:tus-lock:release', id);
        // @tus/server lets a request that is asked to go finish for 3 s (its lockDrainTimeout).
        const late = new Promise((resolve) => setTimeout(resolve, 10_000, 'still holding'));
        expect(await Promise.race([holding.then(() => 'let go'), late])).toBe('let go');
        expect(await admin.exists(lockKey)).toBe(0);
      } finally {
        await listener.quit();
        await admin.quit();
      }
    },
    MANY_REQUESTS_MS,
  );
});
