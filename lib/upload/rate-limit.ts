/**
 * A sliding-window limit per client, kept in this process's memory: each server instance counts
 * on its own, so N instances allow up to N times the limit. Good enough to stop a script flooding
 * the upload endpoint; a shared store (Redis) would make it global.
 */
export interface RateLimiter {
  /** Records an attempt; answers 0 when allowed, else how many ms until the next one is. */
  take(key: string, now: number): number;
}

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  /** Bounds memory: past this many clients the least recently seen is forgotten. */
  maxKeys?: number;
}): RateLimiter {
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
 * The client's address as the load balancer in front reports it: the first hop of
 * X-Forwarded-For (the proxy must overwrite, not append to, what the client sent), else one
 * shared key, so requests without it are still limited together.
 */
export function clientKey(headers: Headers): string {
  const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first || headers.get('x-real-ip')?.trim() || 'unknown-client';
}
