import type { CacheHandler } from '@fortedigital/nextjs-cache-handler';

export function createRedisCacheHandler(url: string): typeof CacheHandler;

/** CACHE_MEMORY_MB as bytes (50 MB when unset, 0 when the memory tier is off); throws on nonsense. */
export function memoryBudgetBytes(value?: string): number;
