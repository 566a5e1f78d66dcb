import 'server-only';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import { randomBytes } from 'node:crypto';

/**
 * What the locker needs of a Redis connection (@redis/client), so a test can give it a real one
 * or a double.
 */
export interface LockRedis {
  set(
    key: string,
    value: string,
    options: { condition: 'NX'; expiration: { type: 'PX'; value: number } },
  ): Promise<unknown>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  publish(channel: string, message: string): Promise<unknown>;
}

/** While Redis is down, how often a lock tries it again before taking the fallback's. */
const RECHECK_MS = 10_000;

/** Deletes, or extends, the lock only while it is still ours (the token we wrote). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
const EXTEND = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;

export interface RedisLockerOptions {
  redis: () => Promise<LockRedis>;
  /** Subscribes to the channel other instances ask on to release a lock held here. */
  subscribe: (channel: string, listener: (id: string) => void) => Promise<void>;
  prefix?: string;
  /** How long a lock lives unless its holder extends it (a holder that died frees it then). */
  ttlMs?: number;
  /** How long a request waits for a lock before the upload answers 500 (tus's lock timeout). */
  acquireTimeoutMs?: number;
  pollMs?: number;
  /**
   * The lock taken instead when Redis does not answer (this instance's own, as the upload limits
   * count in memory then): an outage keeps uploads going, excluded within each instance, rather
   * than holding every upload until Redis is back. Without it, the request fails.
   */
  fallback?: Locker;
}

/**
 * @tus/server ships only an in-process MemoryLocker; the two instances share one store on disk, so
 * a PATCH on one and a HEAD/PATCH of the same upload on the other must exclude each other. A lock
 * is a Redis key written with NX and an expiry, kept alive while held and removed only by the
 * token that wrote it (the single-instance pattern of Redis's SET documentation). A request that
 * finds the lock taken publishes the upload's id: the instance holding it calls the holder's
 * `requestRelease`, which ends the older request (a client that resumed has given it up).
 */
export function createRedisLocker(options: RedisLockerOptions): Locker {
  const prefix = options.prefix ?? 'inwrdam:tus-lock:';
  const channel = `${prefix}release`;
  const ttlMs = options.ttlMs ?? 30_000;
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 20_000;
  const pollMs = options.pollMs ?? 100;
  /** Locks held by this instance, with how to ask their request to let go. */
  const held = new Map<string, RequestRelease>();
  let subscribed: Promise<void> | null = null;
  const listen = () =>
    (subscribed ??= options
      .subscribe(channel, (id) => {
        void held.get(id)?.();
      })
      .catch((error: unknown) => {
        subscribed = null;
        console.error('[uploads] cannot subscribe to lock releases', error);
      }));

  /**
   * When Redis last failed to give a lock: within RECHECK_MS of it, locks come from the fallback at
   * once, so that an outage costs a request a wait for Redis once every RECHECK_MS, not each time;
   * and it is logged once, not per request.
   */
  let failedAt: number | null = null;

  return {
    newLock(id: string): Lock {
      const key = prefix + id;
      const token = randomBytes(16).toString('hex');
      let keepAlive: NodeJS.Timeout | null = null;
      /** The fallback's lock, when this one was taken while Redis did not answer. */
      let local: Lock | null = null;

      async function acquire(signal: AbortSignal, requestRelease: RequestRelease) {
        await listen();
        const redis = await options.redis();
        const deadline = Date.now() + acquireTimeoutMs;
        let asked = false;
        for (;;) {
          if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
          const taken = await redis.set(key, token, {
            condition: 'NX',
            expiration: { type: 'PX', value: ttlMs },
          });
          if (taken === 'OK') break;
          if (!asked) {
            asked = true;
            await redis.publish(channel, id);
          }
          if (Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
          await new Promise((resolve) => setTimeout(resolve, pollMs));
        }
        held.set(id, requestRelease);
        keepAlive = setInterval(() => {
          redis.eval(EXTEND, { keys: [key], arguments: [token, String(ttlMs)] }).catch(() => {});
        }, ttlMs / 3);
        keepAlive.unref();
      }

      return {
        async lock(signal: AbortSignal, requestRelease: RequestRelease) {
          const { fallback } = options;
          if (!fallback || failedAt === null || Date.now() - failedAt >= RECHECK_MS) {
            try {
              await acquire(signal, requestRelease);
              failedAt = null;
              return;
            } catch (error) {
              // Waiting for a holder that did not let go is an answer from Redis, not an outage.
              if (error === ERRORS.ERR_LOCK_TIMEOUT || !fallback) throw error;
              if (failedAt === null) {
                console.error(
                  '[uploads] Redis unavailable, locking uploads in this instance',
                  error,
                );
              }
              failedAt = Date.now();
            }
          }
          local = fallback.newLock(id);
          await local.lock(signal, requestRelease);
        },
        async unlock() {
          if (local) {
            const taken = local;
            local = null;
            await taken.unlock();
            return;
          }
          if (keepAlive) clearInterval(keepAlive);
          keepAlive = null;
          held.delete(id);
          const redis = await options.redis();
          await redis.eval(RELEASE, { keys: [key], arguments: [token] });
        },
      };
    },
  };
}
