import 'server-only';
import type { Locker } from '@tus/utils';
import { MemoryLocker } from '@tus/server';
import { createClient } from '@redis/client';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { storageStatus } from '@/lib/embedded-provider/quota';
import { loadMessages } from '@/lib/i18n/messages';
import { siteUrl } from '@/lib/site';
import { MB } from '../constants';
import { CONNECT_WAIT_MS, lazyClient } from '../server/limiter';
import { createUploadEndpoint, type CostLimiter, type UploadEndpoint } from './endpoint';
import { createRedisLocker, type LockRedis } from './redis-locker';
import { uploadsDirectory } from './store-dir';

const WINDOW_S = 10 * 60;
/** Per client and 10 minutes: a tender's ten files resumed a few times over. */
const CREATIONS = 100;
/** Per client and 10 minutes, as announced lengths: a 50 MB tender six times over. */
const BYTES = 300 * MB;

/** With REDIS_URL every instance counts in the same place; Redis down, each counts in memory. */
function costLimiter(points: number, keyPrefix: string, url: string | undefined): CostLimiter {
  const memory = new RateLimiterMemory({ points, duration: WINDOW_S });
  let limiter: RateLimiterMemory | RateLimiterRedis | null = url ? null : memory;
  return {
    async take(key, cost) {
      try {
        limiter ??= new RateLimiterRedis({
          storeClient: await lazyClient(url!)(),
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          points,
          duration: WINDOW_S,
          keyPrefix,
          insuranceLimiter: memory,
        });
        await limiter.consume(key, cost);
        return 0;
      } catch (error) {
        if (error instanceof RateLimiterRes) return Math.max(1, error.msBeforeNext);
        throw error;
      }
    },
  };
}

/**
 * Two connections: commands, and the subscription other instances ask for releases on. A Redis
 * that does not answer within CONNECT_WAIT_MS (a client keeps trying to connect for as long as it
 * is down) leaves the lock to this instance's memory, as the limits are counted then.
 */
function redisLocker(url: string): Locker {
  const commands = lazyClient(url) as () => Promise<LockRedis>;
  return createRedisLocker({
    redis: commands,
    subscribe: async (channel, listener) => {
      const subscriber = createClient({ url });
      subscriber.on('error', () => {});
      const waited = new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`Redis did not answer within ${CONNECT_WAIT_MS} ms`)),
          CONNECT_WAIT_MS,
        ).unref(),
      );
      try {
        await Promise.race([subscriber.connect(), waited]);
        await subscriber.subscribe(channel, (message) => listener(message));
      } catch (error) {
        subscriber.destroy();
        throw error;
      }
    },
    fallback: new MemoryLocker(),
  });
}

/** The store's disk: the quota and free space of DATA_DIR, whichever provider keeps submissions. */
async function storageFull(): Promise<boolean> {
  try {
    return (await storageStatus()).full;
  } catch (error) {
    console.error('[uploads] cannot read the free space under DATA_DIR', error);
    return false;
  }
}

let endpoint: UploadEndpoint | null = null;

/** Made on the first request, not when the build imports the route. */
export function uploadEndpoint(): UploadEndpoint {
  if (endpoint) return endpoint;
  const url = process.env.REDIS_URL?.trim() || undefined;
  endpoint = createUploadEndpoint({
    messages: loadMessages,
    siteUrl,
    now: Date.now,
    storageFull,
    directory: uploadsDirectory(),
    creations: costLimiter(CREATIONS, 'inwrdam:tus-creations', url),
    bytes: costLimiter(BYTES, 'inwrdam:tus-bytes', url),
    locker: url ? redisLocker(url) : undefined,
  });
  return endpoint;
}
