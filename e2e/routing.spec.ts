import { expect, test } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import fa from '../messages/fa.json';
import fr from '../messages/fr.json';
import { LOCALES, LOCALE_RECORDS, ROUTES, localized } from './routes';

const htmlTag = (html: string) => html.match(/<html[^>]*>/)?.[0] ?? '';

test.describe('every route in every language', () => {
  for (const locale of LOCALES) {
    test(`answers 200 with lang="${locale}" and dir="${LOCALE_RECORDS[locale].dir}" on every route`, async ({
      request,
    }) => {
      for (const route of ROUTES) {
        const url = localized(locale, route);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        const tag = htmlTag(await response.text());
        expect(tag, url).toContain(`lang="${locale}"`);
        expect(tag, url).toContain(`dir="${LOCALE_RECORDS[locale].dir}"`);
      }
    });
  }
});

test.describe('legacy redirects', () => {
  const legacy = [
    ['about', 'who-we-are'],
    ['inwrdamTeam', 'team'],
    ['ourprogram', 'what-we-do'],
    ['contactus', 'get-involved'],
  ] as const;

  for (const [from, to] of legacy) {
    test(`sends /${from} to /${to} with and without a locale prefix`, async ({ request }) => {
      for (const locale of LOCALES) {
        const response = await request.get(localized(locale, `/${from}`), { maxRedirects: 0 });
        expect(response.status()).toBe(308);
        expect(new URL(response.headers().location!, 'http://x').pathname).toBe(
          localized(locale, `/${to}`),
        );
      }
    });
  }
});

test('English has one address, the unprefixed one: /en/… redirects there for good', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/en', '/'],
    ['/en/news/1', '/news/1'],
    ['/en/news/page/2', '/news/page/2'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location!, 'http://x').pathname, from).toBe(to);
  }
});

test.describe('not found', () => {
  const texts = {
    en: en.NotFound.title,
    ar: ar.NotFound.title,
    fr: fr.NotFound.title,
    fa: fa.NotFound.title,
  };

  for (const locale of LOCALES) {
    test(`answers 404 with the ${locale} not-found text in the server HTML for unknown paths and ids`, async ({
      request,
    }) => {
      // Unknown tenders have their own 404 text ('Tender not found'): see tenders.spec.ts.
      const paths = ['/no-such-page', '/no/such/page', '/news/999999', '/projects/no-such-project'];
      // A path with a dot is never rewritten to English (it may be a file), so only a language
      // prefix can say which 404 it gets.
      if (locale !== 'en') paths.push('/no-such-page.php');
      for (const path of paths) {
        const url = localized(locale, path);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(404);
        const html = await response.text();
        // The heading itself, rendered on the server (not only inside the RSC payload).
        expect(html, url).toMatch(new RegExp(`<h1[^>]*>${texts[locale]}</h1>`));
        expect(htmlTag(html), url).toContain(`lang="${locale}"`);
      }
    });
  }
});

const MESSAGES = { en, ar, fr, fa } as const;
const OTHERS = ['ar', 'fr', 'fa'] as const;
/** The page's own address as the browser shows it: the path only, whatever the port. */
const pathOf = (url: string) => new URL(url).pathname;

test.describe('language switcher', () => {
  test('links to the same page in Arabic, which is right-to-left', async ({ page }) => {
    await page.goto('/news/1');
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'العربية' })
      .click();
    await expect(page).toHaveURL(/\/ar\/news\/1$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('marks every language link with hreflang and lang, English unprefixed', async ({ page }) => {
    await page.goto('/fr/publications');
    const links = page.getByRole('navigation', { name: fr.Header.language }).getByRole('link');
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      const lang = await link.getAttribute('lang');
      expect(['en', 'ar', 'fa']).toContain(lang);
      await expect(link).toHaveAttribute('hreflang', lang!);
      await expect(link).toHaveAttribute(
        'href',
        lang === 'en' ? '/publications' : `/${lang}/publications`,
      );
    }
  });

  // Every pair that differs, from the home page (where `/` used to send the reader back to the
  // stored language) and from a deeper page; then `/` shows the choice on the next visit.
  for (const from of OTHERS) {
    for (const [start, target] of [
      [`/${from}`, '/'],
      [`/${from}/news/1`, '/news/1'],
    ] as const) {
      test(`switches from ${start} to English, and / then stays English`, async ({ page }) => {
        await page.goto(start);
        await expect(page.locator('html')).toHaveAttribute('lang', from);
        await page
          .getByRole('navigation', { name: MESSAGES[from].Header.language })
          .getByRole('link', { name: 'English' })
          .click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        expect(pathOf(page.url())).toBe(target);
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        expect(pathOf(page.url())).toBe('/');
      });
    }
  }

  for (const to of OTHERS) {
    for (const [start, target] of [
      ['/', `/${to}`],
      ['/news/1', `/${to}/news/1`],
    ] as const) {
      test(`switches from ${start} to ${to}, and / then opens in ${to}`, async ({ page }) => {
        await page.goto(start);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await page
          .getByRole('navigation', { name: en.Header.language })
          .getByRole('link', { name: LOCALE_RECORDS[to].nativeName })
          .click();
        await expect(page.locator('html')).toHaveAttribute('lang', to);
        expect(pathOf(page.url())).toBe(target);
        await page.goto('/');
        await expect(page).toHaveURL(new RegExp(`/${to}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', to);
      });
    }
  }

  test('the EN button on the Arabic home page opens the English home page, and it stays', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/ar');
    await page.getByRole('banner').getByRole('link', { name: 'EN', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(pathOf(page.url())).toBe('/');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(pathOf(page.url())).toBe('/');
  });
});

test.describe('the stored language', () => {
  test('/ is one answer for everyone, shareable by a CDN, whatever the request carries', async ({
    request,
  }) => {
    const variants: Record<string, string>[] = [
      {},
      { cookie: 'NEXT_LOCALE=ar' },
      { 'accept-language': 'fa' },
    ];
    for (const headers of variants) {
      const response = await request.get('/', { maxRedirects: 0, headers });
      expect(response.status()).toBe(200);
      expect(htmlTag(await response.text())).toContain('lang="en"');
      expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
      expect(response.headers()['cache-control']).not.toMatch(/private|no-store/);
      expect(response.headers()['set-cookie']).toBeUndefined();
    }
  });

  test('a returning reader whose stored language is Persian gets the Persian home page at /', async ({
    page,
  }) => {
    await page.goto('/fa/news');
    expect(await page.evaluate(() => window.localStorage.getItem('inwrdam.lang'))).toBe('fa');
    await page.goto('/');
    await expect(page).toHaveURL(/\/fa$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  });

  test('an unprefixed link opens in English even for a reader who prefers Arabic', async ({
    page,
  }) => {
    await page.goto('/ar');
    expect(await page.evaluate(() => window.localStorage.getItem('inwrdam.lang'))).toBe('ar');
    await page.goto('/news/1');
    expect(pathOf(page.url())).toBe('/news/1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Reading English makes English the preference, so the home page now stays in English.
    await page.goto('/');
    expect(pathOf(page.url())).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('alternate URLs come from the pages alone, built from SITE_URL, never from the request host', async ({
  request,
  baseURL,
}) => {
  for (const path of ['/', '/ar', '/news/1', '/fr/news']) {
    // The same server reached by another host name (a proxy, an IP address).
    const response = await request.get(path, { headers: { host: '127.0.0.1:9' } });
    expect(response.status(), path).toBe(200);
    // next-intl's `Link:` header (rel="alternate", from the request's host) is gone; Next's own
    // preload hints may remain.
    expect(response.headers().link ?? '', path).not.toContain('rel="alternate"');
    expect(response.headers().link ?? '', path).not.toContain('127.0.0.1');
    const html = await response.text();
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(new URL(canonical!).origin, path).toBe(new URL(baseURL!).origin);
    expect(html, path).not.toContain('127.0.0.1:9');
  }
});

test("shows 'Loading page...' while the next page is on its way", async ({ page }) => {
  await page.goto('/news');
  // Hold back the next page's data so the wait is visible.
  await page.route(/[?&]_rsc=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Partners' }).click();
  await expect(page.getByRole('status').getByText('Loading page...')).toBeVisible();
  await expect(page).toHaveURL(/\/partners$/, { timeout: 10_000 });
  await expect(page.getByRole('status').getByText('Loading page...')).toHaveCount(0);
});

test('a route change starts at the top of the new page', async ({ page }) => {
  await page.goto('/news');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Publications' }).click();
  await expect(page).toHaveURL(/\/publications$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the footer calls and mails the network and opens the sitemap in a new tab', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.getByRole('link', { name: /Sitemap/ })).toHaveAttribute('target', '_blank');
  await expect(footer).toContainText('© 2025');
});
