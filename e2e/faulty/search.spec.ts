import { expect, test, type APIRequestContext } from '@playwright/test';
import en from '../../messages/en.json';
import { FAULTY } from '../../playwright.faulty.config';

// The site search in remote mode: its index is built from the provider's reads over HTTP, kept
// with their cache, refreshed by a revalidation, and it keeps answering while the provider fails.
const control = `http://localhost:${FAULTY.control}`;

test.describe.configure({ mode: 'serial' });

async function setMode(request: APIRequestContext, mode: 'healthy' | 'http-500' | 'slow') {
  expect((await request.post(`${control}/mode`, { data: mode })).ok()).toBe(true);
}

async function edition(request: APIRequestContext): Promise<number> {
  return ((await (await request.get(`${control}/state`)).json()) as { edition: number }).edition;
}

function revalidate(request: APIRequestContext, tags: string[]) {
  return request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${FAULTY.secret}` },
    data: { tags },
  });
}

const results = (html: string) => html.includes(en.Search.resultsHeading);

test('searches the remote provider and sees its new content after a revalidation', async ({
  page,
  request,
}) => {
  await setMode(request, 'healthy');
  expect((await revalidate(request, ['news', 'tenders'])).status()).toBe(200);
  const current = await edition(request);

  await page.goto('/search?q=fake%20provider');
  const list = page.getByRole('list', { name: en.Search.resultsHeading });
  await expect(
    list.getByRole('link', { name: `Fake provider news, edition ${current}` }),
  ).toBeVisible();
  await expect(
    list.getByRole('link', { name: `Fake provider tender, edition ${current}` }),
  ).toBeVisible();

  // Arabic text with a shadda (المزوّد) is found as typed without it.
  await page.goto(`/ar/search?q=${encodeURIComponent('المزود التجريبي')}`);
  await expect(
    page.getByRole('link', { name: `خبر من المزوّد التجريبي، الإصدار ${current}` }),
  ).toBeVisible();

  // The provider changes; searches keep using the cached reads until the tag is revalidated.
  await request.post(`${control}/edition`);
  await page.goto('/search?q=fake%20provider');
  await expect(
    list.getByRole('link', { name: `Fake provider news, edition ${current}` }),
  ).toBeVisible();

  expect((await revalidate(request, ['news'])).status()).toBe(200);
  await page.goto('/search?q=fake%20provider');
  await expect(
    list.getByRole('link', { name: `Fake provider news, edition ${current + 1}` }),
  ).toBeVisible();
});

for (const mode of ['http-500', 'slow'] as const) {
  test(`keeps answering searches, hostile ones too, while the provider is ${mode}`, async ({
    request,
  }) => {
    await setMode(request, mode);
    // Expire the cached reads, so that the search has to ask the failing provider.
    expect((await revalidate(request, ['news', 'tenders'])).status()).toBe(200);
    for (const query of ['fake provider', '<script>alert(1)</script>', 'x'.repeat(1000)]) {
      const response = await request.get(`/search?q=${encodeURIComponent(query)}`);
      expect(response.status(), query.slice(0, 20)).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('<script>alert(1)');
      // Either the stale reads still answer, or the page says part of the site is missing.
      expect(results(html) || html.includes(en.Search.unavailable)).toBe(true);
    }
    await setMode(request, 'healthy');
    expect((await request.get('/api/health')).status()).toBe(200);
  });
}
