import type {
  CacheHandlerValue,
  Handler,
} from '@fortedigital/nextjs-cache-handler/cache-handler.types';

/** How instances tell each other about revalidations (Redis pub/sub in production). */
export interface InvalidationBus {
  publish(message: string): Promise<unknown>;
  listen(listener: {
    onMessage(message: string): void;
    /** The subscription is (again) in place; messages sent before may have been missed. */
    onSubscribed(): void;
    /** The subscription dropped: messages may be missed until onSubscribed. */
    onDown(): void;
  }): void;
}

export interface MemoryTierStats {
  usable: boolean;
  entries: number;
  bytes: number;
  maxEntries: number;
  maxBytes: number;
}

export function estimateBytes(value: unknown): number;

export function createMemoryTier(options: {
  handler: Handler;
  bus: InvalidationBus;
  maxEntries: number;
  maxBytes: number;
  log?: (message: string) => void;
  /** How often the probe is sent again while it has not come back (1 s). */
  probeIntervalMs?: number;
}): Handler & { stats(): MemoryTierStats };

export type { CacheHandlerValue };
