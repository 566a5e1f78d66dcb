// The shared cache for several instances: @fortedigital/nextjs-cache-handler (the maintained
// successor of @neshca/cache-handler, for Next 15/16) storing Next's cache in Redis. Loaded only
// when REDIS_URL is set (cache-handler.mjs), so a single machine never needs Redis.
import { createClient } from '@redis/client';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { MEMORY_TIER_SLOT, REDIS_CLIENT_SLOT } from './health.mjs';
import { EXPIRE_SECONDS } from './lifetimes.mjs';
import { createMemoryTier } from './memory-tier.mjs';

/** A Redis call slower than this counts as a miss: the page renders instead of waiting. */
const REDIS_TIMEOUT_MS = 1_000;
/**
 * Longest wait between two reconnection attempts. Short, so an instance uses Redis again within
 * seconds of its return; one connection attempt every 2 s costs Redis nothing.
 */
const MAX_RECONNECT_DELAY_MS = 2_000;
/**
 * The memory tier's bounds: as much memory as Next's own cache takes by default
 * (`cacheMaxMemorySize`, 50 MB), and at most this many entries (provider reads are many and small).
 * https://nextjs.org/docs/app/api-reference/config/next-config-js/incrementalCacheHandlerPath
 */
const DEFAULT_MEMORY_MB = 50;
const MAX_MEMORY_ENTRIES = 5_000;

/** CACHE_MEMORY_MB as a number of bytes; 0 when the tier is off. */
export function memoryBudgetBytes(value = process.env.CACHE_MEMORY_MB) {
  const text = value?.trim();
  if (!text) return DEFAULT_MEMORY_MB * 1024 * 1024;
  const megabytes = Number(text);
  if (!Number.isFinite(megabytes) || megabytes < 0) {
    throw new Error(
      `CACHE_MEMORY_MB must be a number of megabytes (0 turns the tier off): ${text}`,
    );
  }
  return Math.floor(megabytes * 1024 * 1024);
}

/**
 * Invalidation messages over Redis pub/sub. A subscribed connection can send nothing else, so it
 * is a second connection (same options); publishing goes through the cache's own.
 * @param {ReturnType<typeof createClient>} client
 * @param {string} channel
 * @returns {import('./memory-tier.d.mts').InvalidationBus}
 */
function redisBus(client, channel) {
  const subscriber = client.duplicate();
  return {
    publish: (message) => client.publish(channel, message),
    listen({ onMessage, onSubscribed, onDown }) {
      let subscribed = false;
      // Each of these may mean messages were lost; the tier empties itself (memory-tier.mjs).
      subscriber.on('error', onDown);
      subscriber.on('reconnecting', onDown);
      subscriber.on('end', onDown);
      subscriber.on('ready', () => {
        // After a reconnection the client has subscribed again before 'ready'.
        if (subscribed) return onSubscribed();
        subscriber.subscribe(channel, onMessage).then(
          () => {
            subscribed = true;
            onSubscribed();
          },
          () => onDown(),
        );
      });
      subscriber.connect().catch(() => {});
    },
  };
}

/**
 * Builds Next's cache handler class on one Redis connection.
 *
 * - Keys are prefixed with the build id: a new release starts with an empty cache instead of
 *   serving pages whose HTML names the previous build's scripts. Every instance of one release
 *   must therefore share its build id (docs/operations.md, "Running in production").
 * - A bounded memory tier in each instance in front of Redis (lib/cache/memory-tier.mjs), so a hit
 *   costs no Redis round trip and no parsing. A local copy must not survive a revalidation made
 *   on another instance: every revalidation and rewrite is published on a Redis channel and
 *   evicts the entry from every instance's memory, and memory is used only while that channel is
 *   known to deliver (docs/shared-cache.md). CACHE_MEMORY_MB=0 turns the tier off.
 * - While Redis is unreachable, calls fail at once (no offline queue) and Next renders as if
 *   the cache were empty; the client reconnects on its own and caching resumes.
 *
 * @param {string} url
 */
export function createRedisCacheHandler(url) {
  // Next loads cache-handler.mjs on its own while instrumentation.ts is bundled, so this module
  // can be evaluated twice in one process: one connection and one configuration per process.
  const slot = Symbol.for('inwrdam.redisCacheHandler');
  const existing = /** @type {Record<symbol, typeof CacheHandler | undefined>} */ (globalThis)[
    slot
  ];
  if (existing) return existing;
  // Before anything connects: a wrong setting is reported alone.
  const maxBytes = memoryBudgetBytes();

  const client = createClient({
    url,
    pingInterval: 10_000,
    disableOfflineQueue: true,
    socket: {
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
  let reportedDown = false;
  client.on('error', (error) => {
    // Logged once per outage, not on every reconnection attempt.
    if (reportedDown) return;
    reportedDown = true;
    console.error(
      `[cache] Redis unavailable, rendering without the shared cache: ${error.message}`,
    );
  });
  client.on('ready', () => {
    if (reportedDown) console.info('[cache] Redis available again');
    reportedDown = false;
  });
  // Not awaited: an instance starts and serves even while Redis is still down.
  client.connect().catch(() => {});
  // For /api/health (lib/cache/health.mjs).
  /** @type {Record<symbol, unknown>} */ (globalThis)[REDIS_CLIENT_SLOT] = client;

  CacheHandler.onCreation(({ buildId }) => {
    const keyPrefix = `inwrdam:${buildId ?? 'unknown-build'}:`;
    const redis = createRedisHandler({ client, keyPrefix, timeoutMs: REDIS_TIMEOUT_MS });
    const handler =
      maxBytes > 0
        ? createMemoryTier({
            handler: redis,
            bus: redisBus(client, `${keyPrefix}invalidations`),
            maxEntries: MAX_MEMORY_ENTRIES,
            maxBytes,
            log: console.error,
          })
        : redis;
    // For /api/health (lib/cache/health.mjs).
    if ('stats' in handler) {
      /** @type {Record<symbol, unknown>} */ (globalThis)[MEMORY_TIER_SLOT] = handler;
    }
    return {
      // Keep an entry until Next itself would stop serving it stale (`expireTime` in
      // next.config.mjs): a stale page is then served while it is refreshed, instead of a visitor
      // waiting for a render (the package's default drops it after 1.5 × the revalidation time).
      ttl: { estimateExpireAge: (staleAge) => Math.max(staleAge, EXPIRE_SECONDS) },
      handlers: [handler],
    };
  });
  /** @type {Record<symbol, typeof CacheHandler | undefined>} */ (globalThis)[slot] =
    SharedCacheHandler;
  return SharedCacheHandler;
}

/**
 * Hands Next each entry's lifetime with the entry. Next 16 prefers a `cacheControl` the handler
 * returns over the one this process remembers from its own renders or the build's manifest
 * (next/dist/server/lib/incremental-cache/index.js). Without it, an instance that never rendered
 * a page (one rendered on demand by another instance) knows no lifetime for it, so it served the
 * shared copy as stale, without a Cache-Control header, and rendered it again.
 */
class SharedCacheHandler extends CacheHandler {
  /** @type {CacheHandler['get']} */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    const lifespan = entry?.lifespan;
    if (!entry || !lifespan || 'cacheControl' in entry) return entry;
    if (typeof lifespan.revalidate !== 'number' || lifespan.revalidate <= 0) return entry;
    return {
      ...entry,
      cacheControl: { revalidate: lifespan.revalidate, expire: lifespan.expireAge },
    };
  }
}
