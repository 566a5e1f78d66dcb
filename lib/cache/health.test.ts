/** @jest-environment node */
import { createClient } from '@redis/client';
import type { CacheHandlerValue } from '@fortedigital/nextjs-cache-handler/cache-handler.types';
import { MEMORY_TIER_SLOT, REDIS_CLIENT_SLOT, cacheHealth } from './health.mjs';
import type { MemoryTierStats } from './memory-tier.d.mts';
import { createMemoryTier, type InvalidationBus } from './memory-tier.mjs';

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

  it("reports the instance's memory tier as it stands: off until trusted, then what it holds, within its bounds", async () => {
    // A real memory tier (lib/cache/memory-tier.mjs) in front of a stand-in for Redis, and a bus
    // whose subscription is confirmed only when told: the figures come from the tier itself.
    const redis = new Map<string, unknown>();
    let subscriber: Parameters<InvalidationBus['listen']>[0] | undefined;
    let delivering = false;
    const tier = createMemoryTier({
      handler: {
        name: 'stand-in',
        get: async (key) => (redis.get(key) as never) ?? null,
        set: async (key, value) => void redis.set(key, value),
        revalidateTag: async () => {},
        delete: async (key) => void redis.delete(key),
      },
      bus: {
        publish: async (message) => {
          if (delivering) subscriber?.onMessage(message);
        },
        listen: (listener) => void (subscriber = listener),
      },
      maxEntries: 7,
      maxBytes: 1_000_000,
    });
    slots[REDIS_CLIENT_SLOT] = { isReady: true, ping: async () => 'PONG' };
    slots[MEMORY_TIER_SLOT] = tier;
    const page = (html: string) =>
      ({
        lastModified: Date.now(),
        lifespan: null,
        tags: ['news'],
        value: { kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: {}, status: 200 },
      }) as unknown as CacheHandlerValue;
    const health = async () =>
      (await cacheHealth({ redisUrl: 'redis://127.0.0.1:1' })) as { memory?: MemoryTierStats };

    // Not subscribed yet: not in use, and nothing is kept in memory.
    await tier.set('/en/news', page('x'.repeat(500)), {});
    expect((await health()).memory).toMatchObject({ usable: false, entries: 0, maxEntries: 7 });

    delivering = true;
    subscriber!.onSubscribed();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await tier.set('/en/news', page('x'.repeat(500)), {});
    await tier.set('/ar/news', page('y'.repeat(2000)), {});
    const held = (await health()).memory!;
    expect(held).toMatchObject({ usable: true, entries: 2, maxEntries: 7, maxBytes: 1_000_000 });
    // What the two pages weigh, at least their HTML.
    expect(held.bytes).toBeGreaterThanOrEqual(2500);

    // A change to the news drops both copies, and the report says so.
    await tier.revalidateTag('news');
    expect((await health()).memory).toMatchObject({ usable: true, entries: 0, bytes: 0 });
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
