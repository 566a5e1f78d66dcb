import type { CacheHandler } from '@fortedigital/nextjs-cache-handler';

export function createRedisCacheHandler(url: string): typeof CacheHandler;
