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
      for (const path of ['/no-such-page', '/news/999999', '/projects/no-such-project']) {
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

  test('marks every language link with hreflang and lang', async ({ page }) => {
    await page.goto('/fr/publications');
    const links = page.getByRole('navigation', { name: fr.Header.language }).getByRole('link');
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      const lang = await link.getAttribute('lang');
      expect(['en', 'ar', 'fa']).toContain(lang);
      await expect(link).toHaveAttribute('hreflang', lang!);
      // English carries its prefix here: /en/… redirects to the unprefixed URL and records the choice.
      await expect(link).toHaveAttribute('href', `/${lang}/publications`);
    }
  });

  test('switching to English lands on the unprefixed URL', async ({ page }) => {
    await page.goto('/ar/publications');
    await page
      .getByRole('navigation', { name: ar.Header.language })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/localhost:\d+\/publications$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('remembers the chosen language: / then opens in that language', async ({ page }) => {
    await page.goto('/team');
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Français' })
      .click();
    await expect(page).toHaveURL(/\/fr\/team$/);
    expect(await page.evaluate(() => window.localStorage.getItem('inwrdam.lang'))).toBe('fr');
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test('an unprefixed link opens in English even for a visitor who prefers Arabic', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'NEXT_LOCALE', value: 'ar', url: test.info().project.use.baseURL! },
  ]);
  await page.goto('/news/1');
  await expect(page).toHaveURL(/localhost:\d+\/news\/1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Reading English makes English the preference, so the home page now stays in English.
  await page.goto('/');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
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
