import 'server-only';
import { createClient } from '@redis/client';
import { createRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit';

/**
 * One limit for all upload endpoints (tender proposals, job and internship applications):
 * 10 submissions per 10 minutes per client address, so a script cannot get ten times the
 * allowance by switching forms. With REDIS_URL every instance counts in the same place.
 */
const LIMIT = 10;
const WINDOW_MS = 10 * 60_000;

const memory = createRateLimiter({ limit: LIMIT, windowMs: WINDOW_MS });

/** How long the first upload waits for a connection to Redis before counting (and locking) in memory. */
export const CONNECT_WAIT_MS = 2_000;

/**
 * Connected on the first upload, not when the module loads (the build imports route modules).
 * Same settings as the cache's connection (lib/cache/redis-handler.mjs): no offline queue, so a
 * call fails at once while Redis is down, and reconnection in the background.
 */
export function lazyClient(url: string): () => Promise<unknown> {
  let connecting: Promise<unknown> | null = null;
  let down = false;
  return () => {
    if (connecting) return connecting;
    // How it reconnects, and logging again after Redis came back, show only over an outage and
    // a recovery: limiter.test.ts puts one through a proxy, and e2e/redis/stopped-redis.spec.ts
    // stops Redis under the running instances. The offline queue is a second guard beside
    // rejectIfRedisNotReady.
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 10_000) },
    });
    client.on('error', (error: Error) => {
      if (down) return;
      down = true;
      console.error(`[upload] Redis unavailable, counting uploads in memory: ${error.message}`);
    });
    client.on('ready', () => {
      down = false;
    });
    const connected = client.connect().catch(() => {});
    const waited = new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref());
    connecting = Promise.race([connected, waited]).then(() => client);
    return connecting;
  };
}

function createUploadLimiter(): RateLimiter {
  const url = process.env.REDIS_URL?.trim();
  if (!url) return memory;
  return createRedisRateLimiter({
    client: lazyClient(url),
    limit: LIMIT,
    windowMs: WINDOW_MS,
    keyPrefix: 'inwrdam:upload-limit',
    fallback: memory,
  });
}

export const uploadLimiter = createUploadLimiter();
