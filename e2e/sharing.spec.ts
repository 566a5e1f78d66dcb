import { expect, test, type Page } from '@playwright/test';

/** The card a page names, as a path on the server under test, and its alt texts. */
async function cardOf(page: Page, path: string) {
  await page.goto(path);
  const head = page.locator('head');
  const image = await head.locator('meta[property="og:image"]').getAttribute('content');
  return {
    path: new URL(image!).pathname,
    ogAlt: await head.locator('meta[property="og:image:alt"]').getAttribute('content'),
    twitterAlt: await head.locator('meta[name="twitter:image:alt"]').getAttribute('content'),
  };
}

test.describe('share cards', () => {
  for (const path of ['/fa/news/1', '/ar/tenders/1', '/fr/events/1', '/vacancies/1', '/ar/news']) {
    test(`${path} is shared with its own card, a JPEG of 1200×630 under 300 kB, described in its language`, async ({
      page,
      request,
    }) => {
      const card = await cardOf(page, path);
      expect(card.path).toMatch(/^\/cards\/(en|ar|fr|fa)\/[\w-]+\/[\w-]+\/[\w-]{16}\.jpg$/);
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      expect(card.ogAlt).toContain(heading);
      expect(card.twitterAlt).toBe(card.ogAlt);
      await expect(page.locator('head meta[property="og:image:width"]')).toHaveAttribute(
        'content',
        '1200',
      );
      await expect(page.locator('head meta[property="og:image:type"]')).toHaveAttribute(
        'content',
        'image/jpeg',
      );
      const response = await request.get(card.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const body = await response.body();
      expect(body.length).toBeLessThan(300 * 1024);
      // JPEG start-of-frame: height and width of the image.
      const frame = body.indexOf(Buffer.from([0xff, 0xc0]));
      const sof = frame >= 0 ? frame : body.indexOf(Buffer.from([0xff, 0xc2]));
      expect([body.readUInt16BE(sof + 7), body.readUInt16BE(sof + 5)]).toEqual([1200, 630]);
    });
  }

  test('an invented card address is a 404, stays a 404, and the site keeps answering', async ({
    request,
  }) => {
    for (const path of [
      '/cards/fa/news/1/AAAAAAAAAAAAAAAA.jpg',
      '/cards/fa/news/999999/card.jpg',
      '/cards/xx/news/1/card.jpg',
      '/cards/en/pages/__proto__/card.jpg',
    ]) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await request.get(path);
        expect(response.status()).toBe(404);
        expect(response.headers()['x-nextjs-cache']).not.toBe('HIT');
      }
    }
    expect((await request.get('/fa/news/1')).status()).toBe(200);
  });

  test('the sitemap’s card address leads to the page’s current card', async ({ page, request }) => {
    const card = await cardOf(page, '/fa/news/1');
    const response = await request.get('/cards/fa/news/1/card.jpg', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toBe(card.path.split('/').pop());
  });
});

test.describe('Persian dates', () => {
  test('a Persian news item is dated in the Solar Hijri calendar, its <time> in ISO', async ({
    page,
  }) => {
    await page.goto('/fa/news/1');
    const time = page.locator('main time').first();
    await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
    // "Published: 14 Aban 1405": Persian digits, a Solar Hijri month, a year of the 1400s.
    await expect(time).toHaveText(
      /[۰-۹]+ (فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند) ۱۴[۰-۹]{2}$/,
    );
  });

  test('a Persian tender’s deadline gives the Gregorian date beside the Solar Hijri one', async ({
    page,
  }) => {
    await page.goto('/fa/tenders/1');
    await expect(
      page
        .getByText(/[۰-۹]+ (آذر|دی|بهمن|اسفند|فروردین|آبان) ۱۴[۰-۹]{2} \([۰-۹]+ [^)]+ ۲۰[۰-۹]{2}\)/)
        .first(),
    ).toBeVisible();
  });

  test('an Arabic event keeps the Gregorian calendar', async ({ page }) => {
    await page.goto('/ar/events/1');
    await expect(page.locator('main time').first()).toHaveText(/20\d\d/);
  });
});
