import { expect, test, type Page } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { LOCALES as ALL_LOCALES, localized, ROUTES } from './routes';

const LOCALES = { en, ar } as const;
type TestLocale = keyof typeof LOCALES;
const prefix = (locale: TestLocale) => (locale === 'en' ? '' : `/${locale}`);
/** A word every language's content holds many times over: water. */
const WATER = { en: 'water', ar: 'مياه' } as const;

const searchUrl = (locale: TestLocale, query: string, extra = '') =>
  `${prefix(locale)}/search?q=${encodeURIComponent(query)}${extra}`;

/** The heading that sums the results up: "12 results for “water”" / "… عن «مياه»". */
function resultsHeading(page: Page, locale: TestLocale, query: string) {
  const quoted = locale === 'en' ? `for “${query}”` : `عن «${query}»`;
  return page.getByRole('heading', { level: 2, name: quoted });
}

const results = (page: Page, locale: TestLocale) =>
  page.getByRole('list', { name: LOCALES[locale].Search.resultsHeading }).getByRole('listitem');

for (const javaScriptEnabled of [false, true]) {
  test.describe(`search ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 1366, height: 900 } });

    for (const locale of ['en', 'ar'] as const) {
      const m = LOCALES[locale].Search;

      test(`searches from the header button and shows marked results (${locale})`, async ({
        page,
      }) => {
        await page.goto(`${prefix(locale)}/news`);
        const header = page.getByRole('banner');
        await header.locator('summary', { hasText: m.open }).click();
        const field = header.getByRole('searchbox', { name: m.label });
        await expect(field).toBeVisible();
        if (javaScriptEnabled) await expect(field).toBeFocused();
        await field.fill(WATER[locale]);
        await field.press('Enter');

        await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/search\\?q=`));
        await expect(resultsHeading(page, locale, WATER[locale])).toBeVisible();
        const first = results(page, locale).first();
        await expect(first.getByRole('link')).toBeVisible();
        await expect(first.locator('mark').first()).toBeVisible();
        // The page's own field keeps the query, so the visitor can refine it.
        await expect(page.getByRole('main').getByRole('searchbox', { name: m.label })).toHaveValue(
          WATER[locale],
        );
      });

      test(`filters by kind and pages through results with links (${locale})`, async ({ page }) => {
        await page.goto(searchUrl(locale, WATER[locale]));
        await expect(results(page, locale)).toHaveCount(10);
        await page.getByRole('link', { name: LOCALES[locale].Common.nextPage }).click();
        await expect(page).toHaveURL(/page=2/);
        await expect(resultsHeading(page, locale, WATER[locale])).toBeVisible();

        const filter = page.getByRole('navigation', { name: m.kindFilter });
        await filter.getByRole('link', { name: new RegExp(`^${m.kinds.news} \\(`) }).click();
        await expect(page).toHaveURL(/kind=news/);
        await expect(
          filter.getByRole('link', { name: new RegExp(`^${m.kinds.news} \\(`) }),
        ).toHaveAttribute('aria-current', 'true');
        for (const item of await results(page, locale).all()) {
          await expect(item.getByText(m.kinds.news, { exact: true })).toBeVisible();
        }
      });

      test(`says what to do when nothing matches, and when nothing was typed (${locale})`, async ({
        page,
      }) => {
        await page.goto(searchUrl(locale, 'zqxjvw'));
        await expect(page.getByRole('heading', { level: 2, name: /zqxjvw/ })).toBeVisible();
        await expect(page.getByText(m.suggestions)).toBeVisible();
        const browse = page.getByRole('navigation', { name: m.browse });
        await expect(browse.getByRole('link', { name: m.kinds.tenders })).toHaveAttribute(
          'href',
          `${prefix(locale)}/tenders`,
        );

        await page.goto(`${prefix(locale)}/search`);
        await expect(page.getByText(m.noQuery)).toBeVisible();
        await expect(page.getByRole('navigation', { name: m.browse })).toBeVisible();
      });
    }
  });
}

test.describe('search with JavaScript', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('closes the header search on Escape and gives the focus back to its button', async ({
    page,
  }) => {
    await page.goto('/news');
    const header = page.getByRole('banner');
    const toggle = header.locator('summary');
    await toggle.click();
    await expect(header.getByRole('searchbox', { name: en.Search.label })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('searchbox', { name: en.Search.label })).toBeHidden();
    await expect(toggle).toBeFocused();
    // Reachable by keyboard: Enter on the focused button opens it again.
    await page.keyboard.press('Enter');
    await expect(header.getByRole('searchbox', { name: en.Search.label })).toBeFocused();
  });

  test('a page of results fetches no other search ahead: its filters are not prefetched', async ({
    page,
  }) => {
    // Every request for the results of one kind, however Next asks for it.
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/search') && url.searchParams.has('kind'))
        searches.push(request.url());
    });
    await page.goto(searchUrl('ar', WATER.ar));
    const filters = page.getByRole('navigation', { name: ar.Search.kindFilter });
    await expect(filters.getByRole('link').first()).toBeVisible();
    // Long enough for Next's viewport prefetch, which starts once the page has hydrated.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    expect(searches).toEqual([]);
    // A filter still leads to its view when chosen.
    await filters.getByRole('link', { name: new RegExp(`^${ar.Search.kinds.news}`) }).click();
    await expect(page).toHaveURL(/kind=news/);
    await expect(resultsHeading(page, 'ar', WATER.ar)).toBeVisible();
  });

  test('the back button returns to the same results', async ({ page }) => {
    await page.goto(searchUrl('en', WATER.en));
    const title = await results(page, 'en').first().getByRole('link').textContent();
    await results(page, 'en').first().getByRole('link').click();
    await expect(page).not.toHaveURL(/search/);
    await page.goBack();
    await expect(page).toHaveURL(searchUrl('en', WATER.en));
    await expect(results(page, 'en').first().getByRole('link')).toHaveText(title ?? '');
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of ['en', 'ar'] as const) {
    test(`searches from the drawer's field (${locale})`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/news`);
      await page.getByRole('button', { name: LOCALES[locale].Header.openMenu }).click();
      const drawer = page.getByRole('dialog');
      const field = drawer.getByRole('searchbox', { name: LOCALES[locale].Search.label });
      await field.fill(WATER[locale]);
      await field.press('Enter');
      await expect(resultsHeading(page, locale, WATER[locale])).toBeVisible();
    });
  }
});

test.describe('language', () => {
  test('Persian letters find Arabic text, and Arabic spelling marks the words as written', async ({
    page,
  }) => {
    // Persian keheh and yeh, no hamza: شبکه اسلامی for شبكة إسلامية.
    await page.goto(searchUrl('ar', 'شبکه اسلامی'));
    await expect(resultsHeading(page, 'ar', 'شبکه اسلامی')).toBeVisible();
    await expect(page.locator('main mark').filter({ hasText: 'شبك' }).first()).toBeVisible();
  });

  test('Persian with and without the zero-width non-joiner finds the same pages', async ({
    page,
  }) => {
    const titles = async (query: string) => {
      await page.goto(`/fa/search?q=${encodeURIComponent(query)}`);
      return page.getByRole('main').getByRole('listitem').getByRole('heading').allTextContents();
    };
    const joined = await titles('میشود');
    expect(joined.length).toBeGreaterThan(0);
    expect(await titles('می‌شود')).toEqual(joined);
  });

  test('French searches French text without accents', async ({ page }) => {
    await page.goto('/fr/search?q=reseau');
    await expect(
      page
        .locator('main mark')
        .filter({ hasText: /^[Rr]éseau/ })
        .first(),
    ).toBeVisible();
  });
});

test.describe('bad input', () => {
  const hostile: [name: string, query: string][] = [
    ['empty', ''],
    ['whitespace', '   \t  '],
    ['1,000 characters', 'water '.repeat(167).slice(0, 1000)],
    ['HTML and script', '<script>alert(1)</script><img src=x onerror=alert(2)>'],
    ['mixed right-to-left and left-to-right', 'water مياه \u202Eevil\u202C'],
    ['quotes and operators', '"water" AND (energy OR -food) NOT * ~ ^ : \\'],
  ];

  for (const [name, query] of hostile) {
    test(`answers ${name} with a 200 page showing the query escaped`, async ({ request }) => {
      for (const locale of ['en', 'ar'] as const) {
        const response = await request.get(searchUrl(locale, query));
        expect(response.status()).toBe(200);
        expect(response.headers()['cache-control']).toMatch(/no-store/);
        const html = await response.text();
        expect(html).not.toContain('<script>alert(1)</script>');
        expect(html).not.toContain('<img src=x');
        if (query.includes('<script>')) expect(html).toContain('&lt;script&gt;alert(1)');
        // An override shown back unclosed would reverse the page around the query.
        expect(html).not.toContain('\u202E');
      }
    });
  }

  test('cuts a long query and says so', async ({ page }) => {
    await page.goto(searchUrl('en', 'water '.repeat(200)));
    await expect(
      page.getByText(en.Search.tooLong.replace(/\{max(, number)?\}/, '200')),
    ).toBeVisible();
    await expect(resultsHeading(page, 'en', 'water '.repeat(33).trim())).toBeVisible();
  });

  test('ignores odd parameters and pages past the end, and keeps answering', async ({
    request,
  }) => {
    for (const url of [
      '/search?q=water&q=energy',
      '/search?q=water&kind=secret',
      '/search?q=water&page=99999',
      '/search?q=water&page=-1',
      '/ar/search?q=%E0%A4%A',
    ]) {
      expect((await request.get(url)).status(), url).toBe(200);
    }
    expect((await request.get('/api/health')).status()).toBe(200);
  });
});

test.describe('search engines and browsers', () => {
  test('the search page is noindex', async ({ page }) => {
    await page.goto(searchUrl('ar', WATER.ar));
    await expect(page.locator('head meta[name="robots"]').first()).toHaveAttribute(
      'content',
      /noindex/,
    );
  });

  test('every page links its language’s OpenSearch description, which searches in that language', async ({
    request,
  }) => {
    // Every route of the route table with an item page each, the search page and a not-found page,
    // in the four languages: server HTML, as a crawler or a browser's address bar reads it.
    const pages = [...ROUTES, '/news/zz-no-such-article'];
    const descriptions = new Set<string>();
    for (const locale of ALL_LOCALES) {
      for (const route of pages) {
        const url = localized(locale, route);
        const html = await (await request.get(url)).text();
        const links = html.match(/<link[^>]*rel="search"[^>]*>/g) ?? [];
        expect(links, url).toHaveLength(1);
        expect(links[0], url).toContain('type="application/opensearchdescription+xml"');
        const href = /href="([^"]+)"/.exec(links[0]!)![1]!;
        expect(new URL(href, 'http://x').pathname, url).toBe(
          `${locale === 'en' ? '' : `/${locale}`}/opensearch.xml`,
        );
        descriptions.add(href);
      }
    }
    for (const href of descriptions) {
      const xml = await (await request.get(href)).text();
      const locale = /\/(fr|ar|fa)\/opensearch\.xml$/.exec(href)?.[1];
      expect(xml, href).toContain(`${locale ? `/${locale}` : ''}/search?q={searchTerms}`);
    }
    expect(descriptions.size).toBe(ALL_LOCALES.length);
  });

  test('the home page gives the site a SearchAction', async ({ page }) => {
    for (const locale of ['en', 'ar'] as const) {
      await page.goto(prefix(locale) || '/');
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const site = jsonLd
        .flatMap((text) => JSON.parse(text))
        .find((data) => data['@type'] === 'WebSite');
      expect(site.potentialAction.target.urlTemplate).toMatch(
        new RegExp(`${prefix(locale)}/search\\?q=\\{search_term_string\\}$`),
      );
    }
  });
});
