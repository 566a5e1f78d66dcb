/** @jest-environment node */
import { content } from '@/lib/embedded-provider/content';
import { cache } from './__fixtures__/next-cache';

// Next's data cache: one entry per key and arguments, none for a read that throws.
jest.mock('next/cache', () => jest.requireActual('./__fixtures__/next-cache'));

// Imported after the mock is declared (jest hoists jest.mock).
import { getNewsItem, getPublications, getTender, searchPublications } from './index';

beforeEach(() => cache.clear());

describe('what a stranger can add to the cache', () => {
  it('stores a known item once, and never an unknown id', async () => {
    const known = String(content.news[0]!.id);
    expect(await getNewsItem('en', known)).not.toBeNull();
    expect(cache.stored.size).toBe(1);
    for (let i = 0; i < 50; i += 1) {
      await expect(getNewsItem('en', `no-such-news-${i}`)).resolves.toBeNull();
      await expect(getTender('ar', String(900_000 + i))).resolves.toBeNull();
    }
    expect(cache.stored.size).toBe(1);
  });

  it('never stores a free-text search, while the plain list is cached', async () => {
    for (let i = 0; i < 50; i += 1) {
      await searchPublications('en', { page: 1, perPage: 6, q: `x${i}` });
    }
    expect(cache.stored.size).toBe(0);
    await getPublications('en', { page: 1, perPage: 6 });
    expect(cache.stored.size).toBe(1);
  });
});
