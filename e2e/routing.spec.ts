import { expect, test } from '@playwright/test';
import en from '../messages/en.json';
import { LOCALES, LOCALE_RECORDS, ROUTES, localized } from './routes';

const htmlTag = (html: string) => html.match(/<html[^>]*>/)?.[0] ?? '';

test.describe('every route in every language', () => {
  for (const locale of LOCALES) {
    test(`answers 200 with lang="${locale}" and dir="${LOCALE_RECORDS[locale].dir}" on every route`, async ({ request }) => {
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
        expect(new URL(response.headers().location!, 'http://x').pathname).toBe(localized(locale, `/${to}`));
      }
    });
  }
});

test.describe('not found', () => {
  const texts = { en: en.NotFound.title } as Record<string, string>;

  test.beforeAll(async () => {
    for (const locale of ['ar', 'fr', 'fa'] as const) {
      texts[locale] = (await import(`../messages/${locale}.json`)).NotFound.title;
    }
  });

  for (const locale of LOCALES) {
    test(`answers 404 with the ${locale} not-found text in the server HTML for unknown paths and ids`, async ({ request }) => {
      for (const path of ['/no-such-page', '/news/999999', '/tenders/999999', '/projects/no-such-project']) {
        const url = localized(locale, path);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(404);
        const html = await response.text();
        expect(html, url).toContain(texts[locale]);
        expect(htmlTag(html), url).toContain(`lang="${locale}"`);
      }
    });
  }
});

test.describe('language switcher', () => {
  test('links to the same page in Arabic, which is right-to-left', async ({ page }) => {
    await page.goto('/news/1');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/news\/1$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('marks every language link with hreflang and lang', async ({ page }) => {
    await page.goto('/fr/publications');
    const links = page.getByRole('navigation', { name: 'Langue' }).getByRole('link');
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      const lang = await link.getAttribute('lang');
      expect(['en', 'ar', 'fa']).toContain(lang);
      await expect(link).toHaveAttribute('hreflang', lang!);
      await expect(link).toHaveAttribute('href', lang === 'en' ? '/publications' : `/${lang}/publications`);
    }
  });

  test('remembers the chosen language: / then opens in that language', async ({ page }) => {
    await page.goto('/team');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/team$/);
    expect(await page.evaluate(() => window.localStorage.getItem('inwrdam.lang'))).toBe('fr');
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test('a route change starts at the top of the new page', async ({ page }) => {
  await page.goto('/news');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Publications' }).click();
  await expect(page).toHaveURL(/\/publications$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the footer calls and mails the network and opens the sitemap in a new tab', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.getByRole('link', { name: /Sitemap/ })).toHaveAttribute('target', '_blank');
  await expect(footer).toContainText('© 2025');
});
