/** @jest-environment node */
import { content } from '@/lib/embedded-provider/content';

/**
 * Next's data cache, as far as these tests need it: one entry per key and arguments, stored only
 * when the read resolves (a read that throws is not stored, as in Next).
 */
const store = new Map<string, unknown>();
jest.mock('next/cache', () => ({
  unstable_cache:
    (fn: (...args: unknown[]) => Promise<unknown>, keyParts: string[]) =>
    async (...args: unknown[]) => {
      const key = JSON.stringify([keyParts, args]);
      if (store.has(key)) return store.get(key);
      const value = await fn(...args);
      store.set(key, value);
      return value;
    },
}));

// Imported after the mock is declared (jest hoists jest.mock).
import { getNewsItem, getPublications, getTender, searchPublications } from './index';

beforeEach(() => store.clear());

describe('what a stranger can add to the cache', () => {
  it('stores a known item once, and never an unknown id', async () => {
    const known = String(content.news[0]!.id);
    expect(await getNewsItem('en', known)).not.toBeNull();
    expect(store.size).toBe(1);
    for (let i = 0; i < 50; i += 1) {
      await expect(getNewsItem('en', `no-such-news-${i}`)).resolves.toBeNull();
      await expect(getTender('ar', String(900_000 + i))).resolves.toBeNull();
    }
    expect(store.size).toBe(1);
  });

  it('never stores a free-text search, while the plain list is cached', async () => {
    for (let i = 0; i < 50; i += 1) {
      await searchPublications('en', { page: 1, perPage: 6, q: `x${i}` });
    }
    expect(store.size).toBe(0);
    await getPublications('en', { page: 1, perPage: 6 });
    expect(store.size).toBe(1);
  });
});
