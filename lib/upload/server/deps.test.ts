/** @jest-environment node */
import { createClient } from '@redis/client';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshModules, type RedisClient } from '../__fixtures__/fresh-modules';

/**
 * What the upload routes are really given (deps.ts): the one allowance of every upload form,
 * counted in Redis when REDIS_URL names one, and whether DATA_DIR has room for a submission.
 * Each test loads the modules afresh, as a server starting with that environment would.
 */
const saved = { ...process.env };
/** Every Redis connection the modules open, closed after each test so none outlives it. */
let opened: RedisClient[] = [];
afterEach(() => {
  process.env = { ...saved };
  for (const client of opened) client.destroy();
  opened = [];
  jest.restoreAllMocks();
  jest.resetModules();
});

const fresh = <T>(load: () => Promise<T>) => freshModules(load, opened);
const loadLimiter = async () => (await fresh(() => import('./limiter'))).uploadLimiter;
const loadStorage = async () => (await fresh(() => import('./storage'))).uploadStorageFull;

const TEN_MINUTES = 600_000;

describe('uploadLimiter', () => {
  it('without REDIS_URL, allows each client ten uploads in ten minutes, in memory', async () => {
    delete process.env.REDIS_URL;
    const limiter = await loadLimiter();
    for (let i = 0; i < 10; i += 1) expect(await limiter.take('203.0.113.9', i)).toBe(0);
    expect(await limiter.take('203.0.113.9', 60_000)).toBe(TEN_MINUTES - 60_000);
    expect(await limiter.take('198.51.100.4', 60_000)).toBe(0);
  });

  it('with REDIS_URL down, counts in memory after a short wait, and says so in the log once', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    const limiter = await loadLimiter();
    // The first upload waits for the connection (two seconds at most), in which it was retried
    // three times; each later one is counted at once.
    for (let i = 0; i < 10; i += 1) expect(await limiter.take('203.0.113.9', i)).toBe(0);
    expect(await limiter.take('203.0.113.9', 60_000)).toBe(TEN_MINUTES - 60_000);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toMatch(
      /^\[upload\] Redis unavailable, counting uploads in memory: /,
    );
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)(
    'with REDIS_URL, counts in Redis under its own prefix, so every instance shares the count',
    async () => {
      const admin = createClient({ url: redisUrl });
      await admin.connect();
      try {
        const client = `192.0.2.${process.pid % 250}`;
        await admin.del(`inwrdam:upload-limit:${client}`);
        // Stray spaces in the environment file do not send the count to memory.
        process.env.REDIS_URL = ` ${redisUrl} `;
        const [first, second] = [await loadLimiter(), await loadLimiter()];
        for (let i = 0; i < 10; i += 1) {
          expect(await (i % 2 ? first : second).take(client, 0)).toBe(0);
        }
        expect(Number(await admin.get(`inwrdam:upload-limit:${client}`))).toBe(10);
        const wait = await first.take(client, 0);
        expect(wait).toBeGreaterThan(TEN_MINUTES - 10_000);
        expect(wait).toBeLessThanOrEqual(TEN_MINUTES);
        await admin.del(`inwrdam:upload-limit:${client}`);
      } finally {
        admin.destroy();
      }
    },
  );
});

describe('uploadStorageFull', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'upload-storage-'));
    process.env.DATA_DIR = dataDir;
    delete process.env.PROVIDER_API_URL;
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has room while the disk keeps its margin, and none once it would not', async () => {
    process.env.UPLOAD_MIN_FREE_MB = '0';
    expect(await (await loadStorage())()).toBe(false);
    // More free space asked for than any disk has.
    process.env.UPLOAD_MIN_FREE_MB = String(2 ** 40);
    expect(await (await loadStorage())()).toBe(true);
  });

  it('leaves the room to a remote provider, which stores the submissions', async () => {
    process.env.UPLOAD_MIN_FREE_MB = String(2 ** 40);
    process.env.PROVIDER_API_URL = 'https://api.example.org/api';
    expect(await (await loadStorage())()).toBe(false);
  });

  it('refuses nothing when the free space cannot be read, and says so in the log', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.doMock('@/lib/embedded-provider/quota', () => ({
      storageStatus: () => Promise.reject(new Error('EIO')),
    }));
    expect(await (await loadStorage())()).toBe(false);
    expect(errors).toHaveBeenCalledWith(
      '[upload] cannot read the free space under DATA_DIR',
      expect.objectContaining({ message: 'EIO' }),
    );
  });
});
