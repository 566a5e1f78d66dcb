// The shared cache for several instances: @fortedigital/nextjs-cache-handler (the maintained
// successor of @neshca/cache-handler, for Next 15/16) storing Next's cache in Redis. Loaded only
// when REDIS_URL is set (cache-handler.mjs), so a single machine never needs Redis.
import { createClient } from '@redis/client';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';

/** A Redis call slower than this counts as a miss: the page renders instead of waiting. */
const REDIS_TIMEOUT_MS = 1_000;

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
    socket: { reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 10_000) },
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

  CacheHandler.onCreation(({ buildId }) => ({
    // Keep an entry a day past its revalidation time, like `expireTime` in next.config.mjs: a
    // stale page is then served while it is refreshed, instead of a visitor waiting for a render
    // (the package's default drops it after 1.5 × the revalidation time).
    ttl: { estimateExpireAge: (staleAge) => staleAge + 24 * 60 * 60 },
    handlers: [
      createRedisHandler({
        client,
        keyPrefix: `inwrdam:${buildId ?? 'unknown-build'}:`,
        timeoutMs: REDIS_TIMEOUT_MS,
      }),
    ],
  }));
  /** @type {Record<symbol, typeof CacheHandler | undefined>} */ (globalThis)[slot] = CacheHandler;
  return CacheHandler;
}
