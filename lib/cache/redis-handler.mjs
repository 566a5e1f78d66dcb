// The shared cache for several instances: @fortedigital/nextjs-cache-handler (the maintained
// successor of @neshca/cache-handler, for Next 15/16) storing Next's cache in Redis. Loaded only
// when REDIS_URL is set (cache-handler.mjs), so a single machine never needs Redis.
import { createClient } from '@redis/client';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { REDIS_CLIENT_SLOT } from './health.mjs';
import { EXPIRE_SECONDS } from './lifetimes.mjs';

/** A Redis call slower than this counts as a miss: the page renders instead of waiting. */
const REDIS_TIMEOUT_MS = 1_000;
/**
 * Longest wait between two reconnection attempts. Short, so an instance uses Redis again within
 * seconds of its return; one connection attempt every 2 s costs Redis nothing.
 */
const MAX_RECONNECT_DELAY_MS = 2_000;

/**
 * Builds Next's cache handler class on one Redis connection.
 *
 * - Keys are prefixed with the build id: a new release starts with an empty cache instead of
 *   serving pages whose HTML names the previous build's scripts. Every instance of one release
 *   must therefore share its build id (README, "Running in production").
 * - Redis alone, no per-instance memory layer in front of it: an instance-local copy would survive
 *   a revalidation made on another instance, which is exactly what the shared cache must prevent.
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

  CacheHandler.onCreation(({ buildId }) => ({
    // Keep an entry until Next itself would stop serving it stale (`expireTime` in
    // next.config.mjs): a stale page is then served while it is refreshed, instead of a visitor
    // waiting for a render (the package's default drops it after 1.5 × the revalidation time).
    ttl: { estimateExpireAge: (staleAge) => Math.max(staleAge, EXPIRE_SECONDS) },
    handlers: [
      createRedisHandler({
        client,
        keyPrefix: `inwrdam:${buildId ?? 'unknown-build'}:`,
        timeoutMs: REDIS_TIMEOUT_MS,
      }),
    ],
  }));
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
