/** @jest-environment node */
import { TAGS } from './cache';
import { ProviderError } from './errors';
import {
  ALL_CONCURRENCY,
  ALL_PAGE_SIZE,
  MAX_ALL_PAGES,
  catalogue,
  everyItem,
  image,
  keyed,
  resource,
  withFallback,
  type ListOptions,
} from './resource';
import { str } from './reshape';
import type { Paged } from './types';
import { cache } from './__fixtures__/next-cache';

// Next's data cache, counting the calls of each read, the degraded-page marker's included.
jest.mock('next/cache', () => jest.requireActual('./__fixtures__/next-cache'));

const realFetch = global.fetch;

afterEach(() => {
  global.fetch = realFetch;
  delete process.env.PROVIDER_API_URL;
  cache.clear();
  jest.restoreAllMocks();
});

/** A list of `total` items (ids `1`…), read page by page; `pages` notes the pages asked. */
function list(total: number, options: { lastPage?: number; repeat?: boolean } = {}) {
  const pages: number[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const read = async (_locale: string, { page = 1, perPage = 6 }: ListOptions) => {
    pages.push(page);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    const start = options.repeat ? 0 : (page - 1) * perPage;
    const ids = Array.from({ length: Math.max(0, Math.min(perPage, total - start)) }, (_, i) =>
      String(start + i + 1),
    );
    return {
      items: ids.map((id) => ({ id })),
      page,
      perPage,
      lastPage: options.lastPage ?? Math.max(1, Math.ceil(total / perPage)),
      total,
    } satisfies Paged<{ id: string }>;
  };
  return { read, pages, mostInFlight: () => mostInFlight };
}

describe('everyItem', () => {
  it('reads every page of a list once, a few at a time, and every item once', async () => {
    const archive = list(950);
    const items = await everyItem(archive.read, 'en');
    expect(items.map((item) => item.id)).toEqual(
      Array.from({ length: 950 }, (_, i) => String(i + 1)),
    );
    expect(archive.pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(archive.mostInFlight()).toBe(ALL_CONCURRENCY);
  });

  it('reads the last page when it is alone in its batch, and no page past it', async () => {
    const archive = list(2 * ALL_PAGE_SIZE);
    expect(await everyItem(archive.read, 'en')).toHaveLength(2 * ALL_PAGE_SIZE);
    expect(archive.pages).toEqual([1, 2]);
    const longer = list((ALL_CONCURRENCY + 2) * ALL_PAGE_SIZE);
    await everyItem(longer.read, 'en');
    expect(longer.pages).toEqual(Array.from({ length: ALL_CONCURRENCY + 2 }, (_, i) => i + 1));
  });

  it('stops at MAX_ALL_PAGES pages, whatever the list claims', async () => {
    const archive = list(1_000_000);
    const items = await everyItem(archive.read, 'en');
    expect(items).toHaveLength(MAX_ALL_PAGES * ALL_PAGE_SIZE);
    expect(Math.max(...archive.pages)).toBe(MAX_ALL_PAGES);
    expect(archive.pages).toHaveLength(MAX_ALL_PAGES);
  });

  it('stops after a batch that brings nothing new, and keeps items without an id out', async () => {
    const archive = list(3, { lastPage: 10_000, repeat: true });
    expect((await everyItem(archive.read, 'en')).map((item) => item.id)).toEqual(['1', '2', '3']);
    expect(archive.pages).toEqual([1, 2, 3, 4, 5]);

    const read = async () =>
      ({
        items: [{ id: null }, { id: 'a' }, { id: '' }, { id: 'a' }],
        page: 1,
        perPage: 4,
        lastPage: 1,
        total: 4,
      }) satisfies Paged<{ id: string | null }>;
    expect(await everyItem(read, 'en')).toEqual([{ id: 'a' }]);
  });
});

describe('keyed', () => {
  const reshape = keyed('name', (raw) => ({ role: str(raw, 'role') }));

  it('builds an item from its id, its name in the reader’s language and its own fields', () => {
    expect(reshape({ id: 4, name: 'Director', name_ar: 'المدير', role: 'x' }, 'ar')).toEqual({
      id: '4',
      name: 'المدير',
      role: 'x',
    });
  });

  it('drops a record without an id or without a name', () => {
    expect(reshape({ name: 'Director' }, 'en')).toBeNull();
    expect(reshape({ id: 4, name: ' <br> ' }, 'en')).toBeNull();
    expect(reshape({ id: 4 }, 'en')).toBeNull();
  });
});

describe('image', () => {
  it('takes the first key that holds a usable URL, on the remote provider’s host', () => {
    process.env.PROVIDER_API_URL = 'https://cms.example.org/api';
    const raw = { cover: 'javascript:alert(1)', thumb: '', photo: '/storage/p.jpg' };
    expect(image(raw, 'cover', 'thumb', 'photo')).toBe('https://cms.example.org/storage/p.jpg');
    expect(image(raw, 'cover', 'thumb')).toBeNull();
    expect(image(raw)).toBeNull();
  });
});

describe('a resource read from a remote provider', () => {
  const calls: string[] = [];
  const things = resource({
    path: '/things',
    tag: TAGS.news,
    name: 'things',
    itemName: 'thing',
    summary: keyed('title', () => ({})),
    reshape: keyed('title', (raw) => ({ body: str(raw, 'body') })),
  });

  function answer(respond: (url: URL) => Response) {
    process.env.PROVIDER_API_URL = 'https://cms.example.org/api';
    calls.length = 0;
    global.fetch = jest.fn(async (input: URL) => {
      calls.push(String(input));
      return respond(new URL(String(input)));
    }) as unknown as typeof fetch;
  }

  it('asks for a page by page, per_page and its filters, and reshapes each item', async () => {
    answer(() =>
      Response.json({
        success: true,
        data: { data: [{ id: 1, title: 'One' }, { title: 'untitled' }], last_page: 2, total: 2 },
      }),
    );
    const page = await things.list('fr', { page: 2, perPage: 6, status: 'open' });
    expect(calls).toEqual(['https://cms.example.org/api/things?page=2&per_page=6&status=open']);
    expect(page.items).toEqual([{ id: '1', title: 'One' }]);
    await things.search('fr', { q: 'eau' });
    expect(calls.at(-1)).toBe('https://cms.example.org/api/things?q=eau');
    await things.list('fr');
    expect(calls.at(-1)).toBe('https://cms.example.org/api/things');
  });

  it('reads one item by its id, escaped, and answers null for an unknown one', async () => {
    answer((url) =>
      url.pathname.endsWith('/7')
        ? Response.json({ success: true, data: { id: 7, title: 'Seven', body: '<p>x</p>' } })
        : Response.json({ success: false, message: 'Not found' }, { status: 404 }),
    );
    await expect(things.get('en', '7')).resolves.toEqual({
      id: '7',
      title: 'Seven',
      body: '<p>x</p>',
    });
    await expect(things.get('en', 'a/b?c')).resolves.toBeNull();
    expect(calls.at(-1)).toBe('https://cms.example.org/api/things/a%2Fb%3Fc');
  });

  it('lets every other failure of a detail read through, as the error it is', async () => {
    answer(() => Response.json({ message: 'boom' }, { status: 500 }));
    await expect(things.get('en', '7')).rejects.toMatchObject({ kind: 'http', status: 500 });
    answer(() => Response.json({ success: true, data: { id: 7 } }));
    await expect(things.get('en', '7')).rejects.toEqual(
      new ProviderError('shape', '/things/7', 'Invalid response shape'),
    );
  });

  it('walks every page, and reads the first items from the first page only', async () => {
    answer((url) => {
      const page = Number(url.searchParams.get('page'));
      return Response.json({
        success: true,
        data: { data: [{ id: page, title: `Page ${page}` }], current_page: page, last_page: 3 },
      });
    });
    expect((await things.all('ar')).map((item) => item.id)).toEqual(['1', '2', '3']);
    // From an empty cache: `all` kept page 1, which `first` would be served without a call.
    cache.clear();
    calls.length = 0;
    expect(await things.first('ar', 5)).toEqual([{ id: '1', title: 'Page 1' }]);
    expect(calls).toEqual([`https://cms.example.org/api/things?page=1&per_page=${ALL_PAGE_SIZE}`]);
  });

  it('reads a catalogue whole, in one call with its own query', async () => {
    const countries = catalogue({
      path: '/countries',
      tag: TAGS.countries,
      name: 'countries',
      query: { per_page: 300 },
      reshape: (raw, locale) => `${locale}:${str(raw, 'code')}`,
    });
    answer(() => Response.json({ success: true, data: [{ code: 'jo' }, { code: 'ir' }] }));
    await expect(countries('fa')).resolves.toEqual(['fa:jo', 'fa:ir']);
    expect(calls).toEqual(['https://cms.example.org/api/countries?per_page=300']);
    // Kept under its own tag, so that purging the countries renews it (and nothing else).
    expect(cache.calls.at(-1)?.options.tags).toEqual([TAGS.all, TAGS.countries]);
  });
});

describe('withFallback', () => {
  it('returns what the read answers, and keeps the page as long as usual', async () => {
    await expect(withFallback(Promise.resolve(['a']), [], 'news')).resolves.toEqual(['a']);
    expect(cache.callsOf('degraded-render')).toBe(0);
  });

  it('returns the fallback for a failed read and makes the page short-lived', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new ProviderError('network', '/news', 'Provider unreachable: refused');
    await expect(withFallback(Promise.reject(failure), [], 'news')).resolves.toEqual([]);
    expect(cache.callsOf('degraded-render')).toBe(1);
    expect(console.error).toHaveBeenCalledWith(
      '[provider] news failed (network /news: Provider unreachable: refused)',
    );
  });
});
