// What /api/health says about the cache. The Redis client is created by the cache handler, which
// Next loads apart from the route bundles (cache-handler.mjs), so the two meet through a
// process-wide slot rather than a module import: Symbol.for gives every copy of this module the
// same key.

/** Where lib/cache/redis-handler.mjs leaves this process's Redis client. */
export const REDIS_CLIENT_SLOT = Symbol.for('inwrdam.redisCacheClient');
/** Where it leaves the memory tier in front of Redis (lib/cache/memory-tier.mjs), when on. */
export const MEMORY_TIER_SLOT = Symbol.for('inwrdam.memoryTier');

/** A health check answers fast even when Redis does not. */
const PING_TIMEOUT_MS = 500;

/**
 * `local`: Next's own cache on this machine (no REDIS_URL), always usable.
 * `redis`: `up` when Redis answers a PING now, else `degraded`: pages are then rendered without
 * the shared cache until the client reconnects (docs/operations.md, "Several machines behind a CDN").
 * With Redis, `memory` describes this instance's memory tier in front of it (docs/shared-cache.md):
 * whether it is in use, what it holds and its bounds; absent when CACHE_MEMORY_MB=0.
 *
 * @param {{ redisUrl?: string, timeoutMs?: number }} [options]
 * @returns {Promise<import('./health.d.mts').CacheHealth>}
 */
export async function cacheHealth({
  redisUrl = process.env.REDIS_URL?.trim(),
  timeoutMs = PING_TIMEOUT_MS,
} = {}) {
  if (!redisUrl) return { kind: 'local', status: 'up' };
  const tier = /** @type {Record<symbol, any>} */ (globalThis)[MEMORY_TIER_SLOT];
  // Read once the PING has settled: a connection lost during it changes both answers.
  const memory = () => (tier ? { memory: tier.stats() } : {});
  const client = /** @type {Record<symbol, any>} */ (globalThis)[REDIS_CLIENT_SLOT];
  if (!client) return { kind: 'redis', status: 'degraded', reason: 'cache handler not started' };
  if (!client.isReady)
    return { kind: 'redis', status: 'degraded', reason: 'not connected', ...memory() };
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  try {
    await Promise.race([
      client.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { kind: 'redis', status: 'up', ...memory() };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'redis', status: 'degraded', reason, ...memory() };
  } finally {
    clearTimeout(timer);
  }
}
