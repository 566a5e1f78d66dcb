import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import news from '../content/news.json';

// Lists are paged by path and served from the cache (docs/features.md, "Content pages").

test.describe('old list addresses', () => {
  const REDIRECTS: [string, string][] = [
    ['/ar/news?page=2', '/ar/news/page/2'],
    ['/news?page=2', '/news/page/2'],
    ['/fr/events?page=1', '/fr/events'],
    ['/tenders?page=abc', '/tenders'],
    ['/news/page/1', '/news'],
    ['/fa/gallery/page/1', '/fa/gallery'],
    ['/projects?theme=water&page=2', '/projects/filter?theme=water&page=2'],
    ['/ar/projects?status=completed', '/ar/projects/filter?status=completed'],
    ['/publications?q=x', '/publications/search?q=x'],
    ['/ar/publications?kind=report&page=2', '/ar/publications/search?kind=report&page=2'],
  ];
  for (const [from, to] of REDIRECTS) {
    test(`${from} moves permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers().location).toBe(to);
    });
  }
});

test.describe('list pages by path', () => {
  for (const url of ['/news', '/news/page/2', '/ar/news', '/ar/news/page/2', '/fa/tenders']) {
    test(`${url} is a cached page a CDN may share`, async ({ request }) => {
      await request.get(url);
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl).toMatch(/s-maxage=\d+/);
      expect(cacheControl).not.toMatch(/private|no-store/);
      expect(response.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
      expect(response.headers()['set-cookie']).toBeUndefined();
    });
  }

  test('page 2 shows other items than page 1, and says which page it is', async ({ page }) => {
    await page.goto('/news');
    const first = await page.locator('main article h2, main article h3').allTextContents();
    await page.goto('/news/page/2');
    await expect(page.locator('main [aria-current="page"]')).toHaveText(/^Page 2 of \d+$/);
    const second = await page.locator('main article h2, main article h3').allTextContents();
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news\/page\/2$/);
  });

  test('a filtered list renders per request and pages with the filter kept', async ({ page }) => {
    const response = await page.goto('/projects/filter?theme=water');
    expect(response?.status()).toBe(200);
    const themes = page.getByRole('navigation', { name: en.Lists.theme });
    await expect(themes.getByRole('link', { name: en.Lists.themes.water })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.locator('main article')).not.toHaveCount(0);
    // "All" leads back to the cached list.
    await expect(themes.getByRole('link', { name: en.Lists.all })).toHaveAttribute(
      'href',
      '/projects',
    );
  });
});

test.describe('numbers that are not pages', () => {
  const CASES: [string, string][] = [
    ['/news/page/0', en.NotFound.title],
    ['/news/page/abc', en.NotFound.title],
    ['/news/page/99999', en.NotFound.title],
    ['/news/page/9999', en.NotFound.title],
    ['/ar/news/page/9999', ar.NotFound.title],
    ['/ar/tenders/page/-2', ar.NotFound.title],
    ['/projects/filter?theme=water&page=9999', en.NotFound.title],
    ['/publications/search?q=water&page=0', en.NotFound.title],
  ];
  for (const [url, title] of CASES) {
    test(`${url} answers 404 with the localised not-found page`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(title);
    });
  }
});

/** Every file under a directory, as paths relative to it; a directory that is not there throws. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

test('hostile addresses answer 404 or render without leaving a page in the cache', async ({
  request,
}) => {
  test.setTimeout(120_000);
  // The standalone server's page caches (scripts/standalone.mjs serves .next/standalone): the
  // build's pages in server/app, the pages rendered since in server/route-cache (cache-handler.mjs).
  const server = path.resolve('.next/standalone/.next/server');
  const stored = async () =>
    (
      await Promise.all(['app', 'route-cache'].map((dir) => filesUnder(path.join(server, dir))))
    ).flat();
  // 17 × 3 = 51 requests.
  for (let i = 0; i < 17; i += 1) {
    const unknown = await request.get(`/news/zz-unknown-${i}`);
    expect(unknown.status()).toBe(404);
    const pastTheEnd = await request.get(`/ar/news/page/${5000 + i}`);
    expect(pastTheEnd.status()).toBe(404);
    const search = await request.get(`/publications/search?q=zz-search-${i}`);
    expect(search.status()).toBe(200);
    expect(await search.text()).toContain(en.Lists.noResults);
  }
  // The folders are those pages are kept in: an article addressed by its slug, which the build does
  // not prerender, is there once visited. (Without this, a wrong folder would pass the check below.)
  const slug = news.at(-1)!.slug;
  expect((await request.get(`/fr/news/${slug}`)).status()).toBe(200);
  const visited = new RegExp(`(^|/)fr/news/${slug}\\.html$`);
  await expect.poll(async () => (await stored()).some((file) => visited.test(file))).toBe(true);
  expect(
    (await stored()).filter((file) => /zz-unknown|page\/5\d{3}\b|zz-search/.test(file)),
  ).toEqual([]);
  // The site keeps answering.
  expect((await request.get('/api/health')).status()).toBe(200);
});
