/** @jest-environment node */
import {
  ALL_TAGS,
  DEGRADED_REVALIDATE_SECONDS,
  READ_REVALIDATE_SECONDS,
  TAGS,
  cachedRead,
  isTag,
  keepFallbackBrief,
} from './cache';
import { cache } from './__fixtures__/next-cache';

// Next's data cache, recorded: what each read is keyed and tagged with, and what it keeps.
jest.mock('next/cache', () => jest.requireActual('./__fixtures__/next-cache'));

afterEach(() => {
  delete process.env.PROVIDER_API_URL;
  cache.clear();
});

describe('cachedRead', () => {
  it('keys a read by its name and provider, tags it with its family and refreshes it in minutes', async () => {
    const read = jest.fn(async (locale: string, page: number) => `${locale}:${page}`);
    const getThing = cachedRead('things', [TAGS.news], read);

    await expect(getThing('ar', 2)).resolves.toBe('ar:2');
    expect(read).toHaveBeenCalledWith('ar', 2);
    const { keyParts, options } = cache.made.at(-1)!;
    expect(keyParts).toEqual(['provider', 'embedded', 'things']);
    expect(options).toEqual({ tags: ['content', 'news'], revalidate: READ_REVALIDATE_SECONDS });
    expect(READ_REVALIDATE_SECONDS).toBeGreaterThanOrEqual(60);
  });

  it('never shares an entry between the embedded provider and a remote one', async () => {
    const getThing = cachedRead('things', [TAGS.tenders], async () => 'x');
    process.env.PROVIDER_API_URL = 'https://cms.example.org/api';
    await getThing();
    expect(cache.made.at(-1)!.keyParts).toEqual([
      'provider',
      'https://cms.example.org/api',
      'things',
    ]);
  });

  it('never shares an entry between two content directories of the embedded provider', async () => {
    const getThing = cachedRead('things', [TAGS.news], async () => 'x');
    process.env.CONTENT_DIR = ' /srv/archive ';
    try {
      await getThing();
    } finally {
      delete process.env.CONTENT_DIR;
    }
    expect(cache.made.at(-1)!.keyParts).toEqual(['provider', 'embedded:/srv/archive', 'things']);
    process.env.CONTENT_DIR = '  ';
    try {
      await getThing();
    } finally {
      delete process.env.CONTENT_DIR;
    }
    expect(cache.made.at(-1)!.keyParts).toEqual(['provider', 'embedded', 'things']);
  });

  it('lets a failed read fail, so that nothing is stored for it and the next read asks again', async () => {
    const failure = new Error('down');
    const read = jest
      .fn<Promise<string>, [string]>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue('fresh');
    const getThing = cachedRead('flaky', [TAGS.events], read);

    await expect(getThing('en')).rejects.toBe(failure);
    expect(cache.storedFor('flaky')).toEqual([]);

    await expect(getThing('en')).resolves.toBe('fresh');
    expect(cache.storedFor('flaky')).toEqual([
      [JSON.stringify(['provider', 'embedded', 'flaky', 'en']), 'fresh'],
    ]);
    // The stored answer is served from then on, without asking the provider.
    await expect(getThing('en')).resolves.toBe('fresh');
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('fallback pages', () => {
  it('read an entry that lives for seconds, not minutes', async () => {
    const marker = cache.made.find(({ keyParts }) => keyParts.includes('degraded-render'));
    expect(marker?.options).toEqual({ revalidate: DEGRADED_REVALIDATE_SECONDS });
    expect(DEGRADED_REVALIDATE_SECONDS).toBeLessThan(READ_REVALIDATE_SECONDS);
    await expect(keepFallbackBrief()).resolves.toBeUndefined();
  });
});

describe('TAGS', () => {
  it('are unique and recognised by isTag', () => {
    expect(new Set(ALL_TAGS).size).toBe(ALL_TAGS.length);
    expect(isTag('news')).toBe(true);
    expect(isTag(TAGS.all)).toBe(true);
    expect(isTag('_N_T_/en')).toBe(false);
    expect(isTag(42)).toBe(false);
  });
});
