/** @jest-environment node */
import { createClient } from '@redis/client';
import { MEMORY_TIER_SLOT, REDIS_CLIENT_SLOT, cacheHealth } from './health.mjs';

const slots = globalThis as unknown as Record<symbol, unknown>;

afterEach(() => {
  delete slots[REDIS_CLIENT_SLOT];
  delete slots[MEMORY_TIER_SLOT];
});

describe('cacheHealth', () => {
  it("reports Next's own cache as up when no Redis is configured", async () => {
    await expect(cacheHealth({ redisUrl: '' })).resolves.toEqual({ kind: 'local', status: 'up' });
  });

  it('reports the shared cache as degraded before the cache handler has a client', async () => {
    await expect(cacheHealth({ redisUrl: 'redis://127.0.0.1:1' })).resolves.toMatchObject({
      kind: 'redis',
      status: 'degraded',
    });
  });

  it('reports it as degraded when a connected Redis stops answering', async () => {
    // A client whose connection is open but whose PING never comes back (a hung server).
    slots[REDIS_CLIENT_SLOT] = { isReady: true, ping: () => new Promise(() => {}) };
    await expect(cacheHealth({ redisUrl: 'redis://127.0.0.1:1', timeoutMs: 20 })).resolves.toEqual({
      kind: 'redis',
      status: 'degraded',
      reason: 'no answer within 20 ms',
    });
  });

  it("reports the instance's memory tier in front of Redis: in use or not, what it holds, its bounds", async () => {
    const stats = { usable: true, entries: 3, bytes: 4096, maxEntries: 5000, maxBytes: 52428800 };
    slots[REDIS_CLIENT_SLOT] = { isReady: true, ping: async () => 'PONG' };
    slots[MEMORY_TIER_SLOT] = { stats: () => stats };
    await expect(cacheHealth({ redisUrl: 'redis://127.0.0.1:1' })).resolves.toEqual({
      kind: 'redis',
      status: 'up',
      memory: stats,
    });
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  // `npm test` starts a redis-server for the run (scripts/with-redis.mjs); without one installed,
  // this case is skipped with the rest of the shared-cache tests, except under CI, where it fails.
  if (!redisUrl && process.env.CI) {
    throw new Error('CI=true and no TEST_REDIS_URL: the Redis health test may not be skipped.');
  }
  (redisUrl ? it : it.skip)(
    'follows a real Redis connection: up, then degraded once it closes',
    async () => {
      const client = createClient({ url: redisUrl });
      client.on('error', () => {});
      await client.connect();
      slots[REDIS_CLIENT_SLOT] = client;
      await expect(cacheHealth({ redisUrl })).resolves.toEqual({ kind: 'redis', status: 'up' });
      client.destroy();
      await expect(cacheHealth({ redisUrl })).resolves.toMatchObject({ status: 'degraded' });
    },
  );
});
