import type { MemoryTierStats } from './memory-tier.d.mts';

export const REDIS_CLIENT_SLOT: symbol;
export const MEMORY_TIER_SLOT: symbol;

export type CacheHealth =
  | { kind: 'local'; status: 'up' }
  | { kind: 'redis'; status: 'up' | 'degraded'; reason?: string; memory?: MemoryTierStats };

export function cacheHealth(options?: {
  redisUrl?: string;
  timeoutMs?: number;
}): Promise<CacheHealth>;
