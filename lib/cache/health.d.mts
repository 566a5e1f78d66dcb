export const REDIS_CLIENT_SLOT: symbol;

export type CacheHealth =
  { kind: 'local'; status: 'up' } | { kind: 'redis'; status: 'up' | 'degraded'; reason?: string };

export function cacheHealth(options?: {
  redisUrl?: string;
  timeoutMs?: number;
}): Promise<CacheHealth>;
