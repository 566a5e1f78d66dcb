import 'server-only';
import {
  bareAddress,
  forwardedClient,
  ipv6Groups,
  shortGroups,
  trustedProxyHops,
} from '@/lib/client-address';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** A limit per client: how long a client must wait before its next attempt is accepted. */
export interface RateLimiter {
  /** Records an attempt; answers 0 when allowed, else how many ms until the next one is. */
  take(key: string, now: number): number | Promise<number>;
}

/** The in-memory limiter answers at once. */
export interface MemoryRateLimiter extends RateLimiter {
  take(key: string, now: number): number;
}

/**
 * A sliding-window limit per client, kept in this process's memory: each server instance counts
 * on its own, so N instances allow up to N times the limit. Used without REDIS_URL, and while
 * Redis is unreachable (see createRedisRateLimiter).
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  /** Bounds memory: past this many clients the least recently seen is forgotten. */
  maxKeys?: number;
}): MemoryRateLimiter {
  const hits = new Map<string, number[]>();
  return {
    take(key, now) {
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      hits.delete(key);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return windowMs - (now - recent[0]!);
      }
      recent.push(now);
      hits.set(key, recent);
      if (hits.size > maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
      return 0;
    },
  };
}

/**
 * The same limit counted in Redis, so every instance sharing REDIS_URL shares one count
 * (rate-limiter-flexible's fixed window, on the node-redis client:
 * https://github.com/animir/node-rate-limiter-flexible/wiki/Redis). While Redis is unreachable
 * the attempt is counted by `fallback` in this process instead: uploads are never all refused,
 * and the server never waits on a dead connection (no offline queue, `rejectIfRedisNotReady`).
 */
export function createRedisRateLimiter({
  client,
  limit,
  windowMs,
  keyPrefix,
  fallback,
  onFallback,
}: {
  /** The connection, once ready or known to be failing (never waited on for long). */
  client: () => Promise<unknown>;
  limit: number;
  windowMs: number;
  keyPrefix: string;
  fallback: RateLimiter;
  /** Told when an attempt was counted in memory because Redis failed. */
  onFallback?: (error: unknown) => void;
}): RateLimiter {
  let redis: RateLimiterRedis | null = null;
  return {
    async take(key, now) {
      try {
        redis ??= new RateLimiterRedis({
          storeClient: await client(),
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          points: limit,
          duration: Math.ceil(windowMs / 1000),
          keyPrefix,
        });
        await redis.consume(key);
        return 0;
      } catch (error) {
        // A refusal resolves as RateLimiterRes; anything else is Redis failing.
        if (error instanceof RateLimiterRes) return Math.max(1, error.msBeforeNext);
        onFallback?.(error);
        return fallback.take(key, now);
      }
    },
  };
}

// The upload handler and its tests read the hops from here, beside the key they decide.
export { trustedProxyHops };

/**
 * The header the server itself writes with the socket's address (server-preload.mjs, preloaded
 * into the production server); a client's value under that name never reaches the app.
 */
export const SOCKET_ADDRESS_HEADER = 'x-inwrdam-socket-address';

/**
 * The key a client's address is counted under. An IPv6 client usually holds a whole /64 and can
 * pick a new address in it for every request, so IPv6 addresses count per /64; IPv4-mapped IPv6
 * addresses (`::ffff:203.0.113.9`) count as their IPv4 address.
 */
export function addressKey(address: string): string {
  const value = bareAddress(address);
  const mapped = value.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return mapped[1]!;
  const groups = ipv6Groups(value);
  return groups ? `${shortGroups(groups.slice(0, 4))}::/64` : value;
}

/**
 * The client's address. Without trusted proxies it is the socket's: X-Forwarded-For is whatever
 * the client wrote, so rotating it must not buy a new allowance. Behind `hops` trusted proxies,
 * each appending the address it saw, the client is the right-most address not written by one of
 * them (the hops-th from the right); a shorter header than that means a proxy was bypassed, so
 * the socket (the nearest peer) is used. Without either, all such requests share one key, so
 * they are still limited together.
 */
export function clientKey(headers: Headers, hops = trustedProxyHops()): string {
  const client = forwardedClient(headers.get('x-forwarded-for'), hops);
  if (client) return addressKey(client);
  // Headers trim their values; addressKey reads the address itself.
  const socket = headers.get(SOCKET_ADDRESS_HEADER);
  return socket ? addressKey(socket) : 'unknown-client';
}
