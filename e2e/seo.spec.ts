import { expect, test, type Page } from '@playwright/test';
import { LOCALES, localized } from './routes';

const SAMPLE = ['/', '/news/1', '/events/1', '/vacancies/1', '/publications'];

test.describe('head tags', () => {
  for (const locale of LOCALES) {
    test(`every sampled page says what it is, in ${locale}, to search engines and social networks`, async ({
      page,
      baseURL,
    }) => {
      for (const path of SAMPLE) {
        const url = localized(locale, path);
        await page.goto(url);
        const head = page.locator('head');
        const meta = (selector: string) => head.locator(selector).first();
        await expect(page).toHaveTitle(/INWRDAM/);
        await expect(meta('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
        const self = `${baseURL}${url === '/' ? '' : url}`;
        await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', self);
        for (const lang of ['en', 'ar', 'fr', 'fa', 'x-default']) {
          const target =
            lang === 'x-default'
              ? localized('en', path)
              : localized(lang as (typeof LOCALES)[number], path);
          await expect(head.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
            'href',
            `${baseURL}${target === '/' ? '' : target}`,
          );
        }
        await expect(meta('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
        await expect(meta('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
        await expect(meta('meta[property="og:image"]')).toHaveAttribute(
          'content',
          new RegExp(`^${baseURL}/`),
        );
        await expect(meta('meta[property="og:url"]')).toHaveAttribute('content', self);
        await expect(meta('meta[property="og:type"]')).toHaveAttribute(
          'content',
          /website|article/,
        );
        await expect(meta('meta[property="og:site_name"]')).toHaveAttribute('content', 'INWRDAM');
        await expect(meta('meta[property="og:locale"]')).toHaveAttribute(
          'content',
          new RegExp(`^${locale}_`),
        );
        await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveCount(3);
        await expect(meta('meta[name="twitter:card"]')).toHaveAttribute(
          'content',
          'summary_large_image',
        );
        await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(
          2,
        );
      }
    });
  }

  test('the not-found page is not indexed', async ({ page }) => {
    await page.goto('/ar/news/999999');
    await expect(page.locator('head meta[name="robots"]').first()).toHaveAttribute(
      'content',
      /noindex/,
    );
  });
});

test.describe('structured data', () => {
  async function jsonLd(page: Page) {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.flatMap((block) => JSON.parse(block) as unknown).flat() as { '@type': string }[];
  }

  test('home describes the organisation and the site; articles, events and open vacancies describe themselves', async ({
    page,
  }) => {
    await page.goto('/ar');
    // One block on the home page: Google reads the WebSite there only (components/seo/SiteJsonLd.tsx).
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    expect((await jsonLd(page)).map((d) => d['@type'])).toEqual(['Organization', 'WebSite']);
    await page.goto('/news/1');
    expect((await jsonLd(page)).map((d) => d['@type'])).toEqual(['BreadcrumbList', 'NewsArticle']);
    await page.goto('/fr/events/1');
    expect((await jsonLd(page)).map((d) => d['@type'])).toEqual(['BreadcrumbList', 'Event']);
    await page.goto('/vacancies/1');
    expect((await jsonLd(page)).map((d) => d['@type'])).toEqual(['BreadcrumbList', 'JobPosting']);
    await page.goto('/ar/tenders/1');
    expect((await jsonLd(page)).map((d) => d['@type'])).toEqual(['BreadcrumbList']);
    await page.goto('/vacancies/3');
    expect((await jsonLd(page)).map((d) => d['@type'])).toEqual(['BreadcrumbList']);
  });
});

test.describe('crawlers', () => {
  test('robots.txt allows the site, keeps out of the API and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const body = await (await request.get('/robots.txt')).text();
    expect(body).toContain('Allow: /');
    expect(body).toContain('Disallow: /api/');
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('every URL in sitemap.xml answers 200', async ({ request }) => {
    test.setTimeout(120_000);
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(locs.length).toBeGreaterThan(200);
    expect(xml).toContain('xhtml:link rel="alternate" hreflang="x-default"');
    const failures: string[] = [];
    for (let i = 0; i < locs.length; i += 8) {
      const batch = locs.slice(i, i + 8);
      const statuses = await Promise.all(
        batch.map(async (loc) => (await request.get(loc, { maxRedirects: 0 })).status()),
      );
      statuses.forEach(
        (status, index) => status !== 200 && failures.push(`${status} ${batch[index]}`),
      );
    }
    expect(failures).toEqual([]);
  });

  test('news and tenders feeds are RSS in each language, with the latest items', async ({
    request,
    page,
  }) => {
    for (const path of ['/feed.xml', '/ar/feed.xml', '/tenders/feed.xml', '/fa/tenders/feed.xml']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toContain('application/rss+xml');
      const xml = await response.text();
      expect(xml).toMatch(/<rss[^>]+version="2.0"/);
      expect((xml.match(/<item>/g) ?? []).length, path).toBeGreaterThanOrEqual(3);
    }
    // Autodiscovery points at the feeds that exist.
    await page.goto('/fr/news');
    const hrefs = await page
      .locator('head link[type="application/rss+xml"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    for (const href of hrefs) expect((await request.get(href!)).status()).toBe(200);
  });
});
