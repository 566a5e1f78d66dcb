import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import { FAULTY } from '../../playwright.faulty.config';
import { removeContainer, runSite, stopContainer } from '../docker';
import {
  cacheFiles,
  control,
  FAULTS,
  logSince,
  logSize,
  providerState,
  revalidate,
  setMode,
} from './control';
import { expectDegradedHome, expectErrorPage } from './degraded';

test.describe.configure({ mode: 'serial' });

/** The fake provider's news item (e2e/faulty/fake-content.mjs), as the tests below address it. */
const ID = 701;

test.beforeAll(async ({ request }) => {
  await setMode(request, 'healthy');
});

test("links only the social networks with a real address: a '#' opens no empty tab", async ({
  page,
}) => {
  // The search page renders per request, so its header shows this provider's social links.
  await page.goto('/search');
  const banner = page.getByRole('banner');
  const facebook = banner.getByRole('link', { name: en.Header.social.facebook });
  await expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/fake-provider');
  await expect(facebook).toHaveAttribute('target', '_blank');
  await expect(banner.getByRole('link', { name: en.Header.social.youtube })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: en.Header.social.linkedin })).toHaveCount(0);
  await expect(banner.locator('a[href="#"], a[href=""]')).toHaveCount(0);
});

for (const fault of FAULTS) {
  test(`keeps home, news, a news item and a tender up while the provider is ${fault.mode}`, async ({
    page,
    request,
  }) => {
    await setMode(request, fault.mode);
    // The build prerendered the home page and the news list from the embedded provider: render
    // them again, now.
    expect((await revalidate(request, { paths: ['/', '/news'] })).status()).toBe(200);
    await expectDegradedHome(page);

    // One plain request (no prefetching browser) so that its log lines can be counted.
    const offset = await logSize();
    expect((await request.get('/news')).status()).toBe(200);
    // The failure is logged once, with the path and the cause.
    await expect
      .poll(async () => (await logSince(offset)).match(/\[provider\] news list failed \(.*\)/g))
      .toHaveLength(1);
    const line = (await logSince(offset)).match(/\[provider\] news list failed \((.*)\)/)!;
    expect(line[1]).toMatch(new RegExp(`^${fault.kind} /news: `));
    expect(line[1]).toMatch(fault.cause);

    const list = await page.goto('/news');
    expect(list?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: en.Pages.news.title })).toBeVisible();
    await expect(page.getByText(en.Common.unavailable)).toBeVisible();

    await expectErrorPage(page, '/news/701', '/news');
    await expectErrorPage(page, '/tenders/701', '/tenders');
    // The server is still there.
    expect((await request.get('/api/health')).status()).toBe(200);
  });
}

test('mends itself once the provider answers again, without anyone revalidating', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await setMode(request, 'healthy');
  const { edition } = await providerState(request);

  // Failed detail pages were never stored: they are back at once.
  expect((await page.goto('/news/701'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Fake provider news, edition ${edition}`,
  );
  expect((await page.goto('/tenders/701'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Fake provider tender, edition ${edition}`,
  );

  // The home page that fell back was kept for seconds, not minutes: it comes back by itself.
  await expect
    .poll(
      async () => {
        await page.goto('/');
        return page
          .getByRole('region', { name: en.Home.hero.carousel })
          .getByRole('heading', { level: 2 })
          .first()
          .textContent();
      },
      { timeout: 75_000, intervals: [5_000] },
    )
    .toBe(`Fake provider slide, edition ${edition}`);

  // So does the news list, which fell back too (its first page is a cached page like the home).
  await expect
    .poll(
      async () => {
        await page.goto('/news');
        return page
          .getByRole('link', { name: `Fake provider news, edition ${edition}` })
          .isVisible();
      },
      { timeout: 75_000, intervals: [5_000] },
    )
    .toBe(true);
});

test('serves a cached page without calling the provider, and refreshes it on a valid revalidation', async ({
  page,
  request,
}) => {
  await setMode(request, 'healthy');
  const { edition } = await providerState(request);
  await page.goto('/news/701');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Fake provider news, edition ${edition}`,
  );

  // The provider's content changes; the cached page is served as it was, without a provider call.
  await request.post(`${control}/edition`);
  const before = (await providerState(request)).requests;
  const cached = await request.get('/news/701');
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await cached.text()).toContain(`Fake provider news, edition ${edition}`);
  expect((await providerState(request)).requests).toBe(before);

  // A wrong secret changes nothing.
  const refused = await revalidate(request, { tags: ['news'] }, 'not-the-secret');
  expect(refused.status()).toBe(401);
  expect(await (await request.get('/news/701')).text()).toContain(
    `Fake provider news, edition ${edition}`,
  );

  // The right one expires the tag: the next visit shows the new edition.
  const accepted = await revalidate(request, { tags: ['news'] });
  expect(accepted.status()).toBe(200);
  await page.goto('/news/701');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Fake provider news, edition ${edition + 1}`,
  );
});

test('finishes the requests in flight and exits when stopped with docker stop', async ({
  request,
}) => {
  test.setTimeout(150_000);
  // A second container of the image, stopped by `docker stop` (SIGTERM, SIGKILL after the grace).
  await runSite(FAULTY.spareContainer, {
    PORT: String(FAULTY.spare),
    PROVIDER_API_URL: `http://localhost:${FAULTY.provider}`,
    PROVIDER_TIMEOUT_MS: String(FAULTY.timeoutMs),
  });
  const base = `http://localhost:${FAULTY.spare}`;
  try {
    await expect
      .poll(async () => (await request.get(`${base}/api/health`).catch(() => null))?.status(), {
        timeout: 90_000,
      })
      .toBe(200);

    // The provider is slow, so a list page takes the read timeout to render.
    await setMode(request, 'slow');
    // A search renders per request (lists are cached pages).
    const inFlight = request.get(`${base}/publications/search?q=water`, { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Well within docker's grace period of 10 s: no SIGKILL (137), its own exit after SIGTERM.
    const exited = stopContainer(FAULTY.spareContainer, 10);

    const response = await inFlight;
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(en.Common.unavailable);
    expect(await exited).toBe(143);
    await expect(request.get(`${base}/api/health`, { timeout: 2_000 })).rejects.toThrow();
  } finally {
    await setMode(request, 'healthy');
    await removeContainer(FAULTY.spareContainer);
  }
});

test('reads a bounded number of pages when the provider claims ten million', async ({
  request,
}) => {
  await setMode(request, 'absurd-last-page');
  expect((await revalidate(request, { tags: ['content'] })).status()).toBe(200);
  const before = (await providerState(request)).requests;
  // The sitemap walks every list: once, this request took the server to its heap limit.
  const sitemap = await request.get('/sitemaps/1.xml', { timeout: 50_000 });
  expect([200, 404]).toContain(sitemap.status());
  const made = (await providerState(request)).requests - before;
  expect(made).toBeGreaterThan(0);
  expect(made).toBeLessThan(200);
  expect((await request.get('/api/health')).status()).toBe(200);
  // A page the provider claims is answered; one past the cap of 1,000 pages is not a page.
  expect((await request.get('/news/page/2')).status()).toBe(200);
  expect((await request.get('/news/page/5000')).status()).toBe(404);
  await setMode(request, 'healthy');
  await revalidate(request, { tags: ['content'] });
});

test('drops the broken field of one item and shows every good item', async ({ page, request }) => {
  await setMode(request, 'bad-item');
  expect((await revalidate(request, { tags: ['content'] })).status()).toBe(200);
  const { edition } = await providerState(request);

  expect((await page.goto('/events'))?.status()).toBe(200);
  for (const id of [701, 702, 703]) {
    await expect(
      page.getByRole('link', { name: `Fake provider event ${id}, edition ${edition}` }),
    ).toBeVisible();
  }
  // The event whose time zone the runtime does not know keeps its page, in UTC.
  expect((await page.goto('/events/702'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Fake provider event 702, edition ${edition}`,
  );

  // The news item whose image URL cannot be parsed is listed, without its image.
  expect((await page.goto('/news'))?.status()).toBe(200);
  await expect(
    page.getByRole('link', { name: `Fake provider news, edition ${edition}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: `Fake provider second news, edition ${edition}` }),
  ).toBeVisible();
  await setMode(request, 'healthy');
  await revalidate(request, { tags: ['content'] });
});

test('draws a page’s share card with the fonts the container carries', async ({
  page,
  request,
}) => {
  await setMode(request, 'healthy');
  await page.goto(`/ar/news/${ID}`);
  const image = await page.locator('head meta[property="og:image"]').getAttribute('content');
  const offset = await logSize();
  const card = await request.get(new URL(image!).pathname, { maxRedirects: 0 });
  // Not the redirect to the default card, which is what a missing font would have answered, with
  // a log line.
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/jpeg');
  expect(await logSince(offset)).not.toContain('[cards]');
});

test('answers 503 for a card while the provider fails, and stores nothing', async ({ request }) => {
  await setMode(request, 'http-500');
  const before = await cacheFiles();
  const response = await request.get(`/cards/fr/news/${ID}/card.jpg`);
  expect(response.status()).toBe(503);
  expect(await cacheFiles()).toBe(before);
  expect((await request.get('/api/health')).status()).toBe(200);
  // The same card once the provider answers is stored: the count sees where cards go.
  await setMode(request, 'healthy');
  expect((await request.get(`/cards/fr/news/${ID}/card.jpg`)).status()).toBe(200);
  await expect.poll(cacheFiles).toBeGreaterThan(before);
});

test('keeps its cache bounded against invented addresses', async ({ request }) => {
  test.setTimeout(120_000);
  await setMode(request, 'healthy');
  const hostile = (i: number) =>
    [
      [`/news/zz-unknown-${i}`, 404],
      [`/ar/tenders/${900_000 + i}`, 404],
      [`/news/page/${5000 + i}`, 404],
      [`/fr/events/page/${100 + i}`, 404],
      [`/publications/search?q=zz-${i}`, 200],
      [`/sitemaps/${i}x.xml`, 404],
      [`/cards/fa/news/zz-unknown-${i}/card.jpg`, 404],
      [`/cards/en/news/${ID}/invented-hash-${i}.jpg`, 404],
    ] as const;
  // Once each, so that what any visit legitimately caches (the lists' first pages) is there.
  for (const [url] of hostile(0)) await request.get(url);
  const before = await cacheFiles();
  // 9 × 8 = 72 requests.
  for (let i = 1; i <= 9; i += 1) {
    for (const [url, status] of hostile(i)) {
      expect((await request.get(url)).status(), url).toBe(status);
    }
  }
  expect(await cacheFiles()).toBe(before);
  expect((await request.get('/api/health')).status()).toBe(200);
  // One legitimate page no test has visited is stored: the count sees where pages go.
  expect((await request.get(`/fa/news/${ID}`)).status()).toBe(200);
  await expect.poll(cacheFiles).toBeGreaterThan(before);
});
