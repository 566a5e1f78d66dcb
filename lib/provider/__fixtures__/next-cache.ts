/**
 * `next/cache` for the provider's unit tests, as far as they need it. `unstable_cache` works as
 * Next's data cache does: one entry per key parts and arguments, nothing kept when the read
 * rejects. It also records what it is given, so that a test can check a read's key, tags and
 * lifetime, and what was kept. A test file takes it with
 *
 *   jest.mock('next/cache', () => jest.requireActual('./__fixtures__/next-cache'));
 *
 * and imports `cache` from this file to look at the record; `cache.clear()` between tests.
 */

type Read = (...args: unknown[]) => Promise<unknown>;

interface Options {
  tags?: string[];
  revalidate?: number | false;
}

export interface CachedRead {
  keyParts: string[];
  options: Options;
}

export const cache = {
  /** Every read wrapped, in order; reads wrapped when a module loads are kept across `clear()`. */
  made: [] as CachedRead[],
  /** Every call of a wrapped read, in order, served from the cache or not. */
  calls: [] as (CachedRead & { args: unknown[] })[],
  /** What the cache holds, under the JSON of the read's key parts followed by its arguments. */
  stored: new Map<string, unknown>(),

  /** How many calls the reads named `name` (their key's last part) have had. */
  callsOf(name: string) {
    return this.calls.filter(({ keyParts }) => keyParts.at(-1) === name).length;
  },

  /** The entries held for the reads named `name`. */
  storedFor(name: string) {
    return [...this.stored].filter(([key]) => (JSON.parse(key) as unknown[]).includes(name));
  },

  clear() {
    this.calls.length = 0;
    this.stored.clear();
  },
};

export function unstable_cache(fn: Read, keyParts: string[] = [], options: Options = {}): Read {
  cache.made.push({ keyParts, options });
  return async (...args) => {
    cache.calls.push({ keyParts, options, args });
    const key = JSON.stringify([...keyParts, ...args]);
    if (cache.stored.has(key)) return cache.stored.get(key);
    const value = await fn(...args);
    cache.stored.set(key, value);
    return value;
  };
}
