/** @jest-environment node */
import { content } from '@/lib/embedded-provider/content';
import {
  MAX_SITEMAP_PAGES,
  SITEMAP_LIMITS,
  STATIC_PATHS,
  sitemapPages,
  sitemapPart,
  sitemapResponse,
  urlEntries,
  urlset,
} from './sitemap';

const realFetch = global.fetch;

afterEach(() => {
  global.fetch = realFetch;
  delete process.env.PROVIDER_API_URL;
  delete process.env.PROVIDER_TIMEOUT_MS;
  jest.restoreAllMocks();
});

describe('sitemap', () => {
  it('lists every static route and every provider item', async () => {
    const pages = await sitemapPages();
    const paths = pages.map((page) => page.path);
    for (const path of STATIC_PATHS) expect(paths).toContain(path);
    expect(paths).toContain(`/news/${content.news[0]!.id}`);
    expect(paths).toContain(`/tenders/${content.tenders[0]!.id}`);
    expect(paths).toContain(`/cop-news/${content.copNews[0]!.id}`);
    expect(paths).toContain(`/gallery/${content.gallery[0]!.id}`);
    const news = pages.find((page) => page.path === `/news/${content.news[0]!.id}`);
    expect(news?.lastModified).toBe(content.news[0]!.date);
  });

  it("lists each list's later pages by path", async () => {
    const paths = (await sitemapPages()).map((page) => page.path);
    expect(paths).toContain('/news/page/2');
    expect(paths).not.toContain('/news/page/1');
    expect(paths.some((path) => path.includes('?'))).toBe(false);
  });

  it('walks a bounded number of pages when the provider claims ten million', async () => {
    process.env.PROVIDER_API_URL = 'https://cms.example.org/api';
    let calls = 0;
    global.fetch = jest.fn(async (input: string | URL | Request) => {
      calls += 1;
      const page = Number(new URL(String(input)).searchParams.get('page')) || 1;
      // The same two items on every page, and a last page no list has.
      const paginator = {
        data: [
          { id: 1, title: 'One' },
          { id: 2, title: 'Two' },
        ],
        current_page: page,
        last_page: 10_000_000,
        per_page: 100,
        total: 1_000_000_000,
      };
      return Response.json({ success: true, data: { ...paginator, data: paginator.data } });
    }) as unknown as typeof fetch;
    const paths = (await sitemapPages()).map((page) => page.path);
    expect(paths).toContain('/news/1');
    expect(paths.filter((path) => path === '/news/1')).toHaveLength(1);
    // Per list: its first page, one batch that brought nothing new, and its page count.
    expect(calls).toBeLessThan(9 * MAX_SITEMAP_PAGES);
    expect(calls).toBeLessThanOrEqual(9 * 6);
  });

  it('writes one <url> per language, each with all alternates and x-default', () => {
    const entries = urlEntries([{ path: '/news/1', lastModified: '2026-11-05' }]);
    expect(entries).toHaveLength(4);
    expect(entries[1]).toContain('<loc>http://localhost:3000/ar/news/1</loc>');
    expect(entries[1]).toContain('<lastmod>2026-11-05</lastmod>');
    for (const [lang, href] of [
      ['en', 'http://localhost:3000/news/1'],
      ['ar', 'http://localhost:3000/ar/news/1'],
      ['fr', 'http://localhost:3000/fr/news/1'],
      ['fa', 'http://localhost:3000/fa/news/1'],
      ['x-default', 'http://localhost:3000/news/1'],
    ]) {
      expect(entries[1]).toContain(
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`,
      );
    }
    expect(urlset(entries)).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml" xmlns:image="http:\/\/www.google.com\/schemas\/sitemap-image\/1.1">/,
    );
  });

  it('names each page’s share card in its own language, where the page has one', () => {
    const [en, ar] = urlEntries([{ path: '/news/1', lastModified: null, card: 'news/1' }]);
    expect(ar).toContain(
      '<image:image><image:loc>http://localhost:3000/cards/ar/news/1/card.jpg</image:loc></image:image>',
    );
    expect(en).toContain('http://localhost:3000/cards/en/news/1/card.jpg');
    expect(urlEntries([{ path: '/about', lastModified: null }])[0]).not.toContain('image:image');
  });

  it('gives every provider item, the lists and the home page a card', async () => {
    const pages = await sitemapPages();
    expect(pages.find((page) => page.path === '/news/1')?.card).toBe('news/1');
    expect(pages.find((page) => page.path === '/tenders')?.card).toBe('pages/tenders');
    expect(pages.find((page) => page.path === '/')?.card).toBe('pages/home');
    expect(pages.find((page) => page.path === '/nutshell')?.card).toBeUndefined();
  });

  it('still lists the static routes when the provider is down, and logs the failure', async () => {
    process.env.PROVIDER_API_URL = 'http://127.0.0.1:9/api';
    process.env.PROVIDER_TIMEOUT_MS = '500';
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const pages = await sitemapPages();
    expect(pages.map((page) => page.path)).toEqual(STATIC_PATHS);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('[provider] sitemap news failed'));
  });

  it('answers one file at /sitemap.xml and no parts while one file suffices', async () => {
    const whole = await sitemapResponse();
    expect(whole.status).toBe(200);
    expect(await whole.text()).toContain('<urlset');
    for (const part of ['0.xml', '1.xml', 'x.xml']) {
      expect((await sitemapResponse(part)).status).toBe(404);
    }
  });

  it('cuts its entries into files of at most 50,000 URLs, in order', () => {
    const entries = Array.from({ length: 100_001 }, (_, index) => `<url>${index}</url>`);
    const parts = [0, 1, 2].map((wanted) => sitemapPart(entries, wanted));
    expect(parts.map((part) => part.count)).toEqual([3, 3, 3]);
    expect(parts.map((part) => part.entries.length)).toEqual([50_000, 50_000, 1]);
    expect(parts.flatMap((part) => part.entries)).toEqual(entries);
    expect(sitemapPart([], 0)).toEqual({ count: 1, entries: [] });
  });

  it('cuts a file before it passes its size in bytes, the urlset around it included', () => {
    const limits = { urls: SITEMAP_LIMITS.urls, bytes: 1_000 };
    // 100 bytes and a newline each, in Arabic letters of two bytes: bytes, not characters, count.
    const entries = Array.from({ length: 25 }, () => `<url>${'م'.repeat(44)}</url>`);
    const { count } = sitemapPart(entries, 0, limits);
    expect(count).toBeGreaterThan(1);
    let total = 0;
    for (let wanted = 0; wanted < count; wanted += 1) {
      const part = sitemapPart(entries, wanted, limits).entries;
      expect(Buffer.byteLength(urlset(part))).toBeLessThanOrEqual(1_000);
      total += part.length;
    }
    expect(total).toBe(25);
  });

  it('becomes an index of parts past 50,000 URLs, each part a valid urlset', async () => {
    process.env.PROVIDER_API_URL = 'https://cms.example.org/api';
    // Every list holds 1,600 items (16 pages of 100): past 50,000 URLs in four languages.
    global.fetch = jest.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input));
      const page = Number(url.searchParams.get('page')) || 1;
      const perPage = Number(url.searchParams.get('per_page')) || 100;
      const items = Array.from({ length: perPage }, (_, index) => ({
        id: (page - 1) * perPage + index + 1,
        title: `Item ${(page - 1) * perPage + index + 1}`,
        name: `Item ${(page - 1) * perPage + index + 1}`,
      }));
      const paginator = {
        data: items,
        current_page: page,
        last_page: Math.ceil(1_600 / perPage),
        per_page: perPage,
        total: 1_600,
      };
      return Response.json({ success: true, data: { ...paginator, data: paginator.data } });
    }) as unknown as typeof fetch;
    const index = await (await sitemapResponse()).text();
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(index).toContain('<sitemapindex');
    expect(parts).toEqual([
      'http://localhost:3000/sitemaps/0.xml',
      'http://localhost:3000/sitemaps/1.xml',
    ]);
    const first = await (await sitemapResponse('0.xml')).text();
    expect(first.match(/<url>/g)).toHaveLength(SITEMAP_LIMITS.urls);
    const second = await (await sitemapResponse('1.xml')).text();
    expect(second).toMatch(/^<\?xml[^>]*>\n<urlset /);
    expect(second).toContain('<loc>http://localhost:3000/fa/gallery/1600</loc>');
    for (const missing of ['2.xml', '01.xml', '-1.xml']) {
      expect((await sitemapResponse(missing)).status).toBe(404);
    }
  });
});
