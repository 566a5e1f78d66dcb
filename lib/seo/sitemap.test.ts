/** @jest-environment node */
import { content } from '@/lib/embedded-provider/content';
import { STATIC_PATHS, sitemapPages, urlEntries, urlset } from './sitemap';

afterEach(() => {
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
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
  });

  it('still lists the static routes when the provider is down, and logs the failure', async () => {
    process.env.PROVIDER_API_URL = 'http://127.0.0.1:9/api';
    process.env.PROVIDER_TIMEOUT_MS = '500';
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const pages = await sitemapPages();
    expect(pages.map((page) => page.path)).toEqual(STATIC_PATHS);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('[provider] sitemap news failed'));
  });
});
