import { expect, test } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import fa from '../messages/fa.json';
import fr from '../messages/fr.json';
import { LOCALES, localized } from './routes';

const MESSAGES = { en, ar, fr, fa } as const;
const MAPS = 'https://wefe-hub.inwrdam.org/maps';

// The menu links /ar/wefe-hub/maps, which once answered 404: a page in every language.
for (const locale of LOCALES) {
  const t = MESSAGES[locale];

  test(`the hub's page links to a page on the interactive nexus maps, which leads to them (${locale})`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(localized(locale, '/wefe-hub'));
    await page.getByRole('main').getByRole('link', { name: t.UnderDevelopment.maps }).click();

    const path = localized(locale, '/wefe-hub/maps');
    await expect(page).toHaveURL(`${baseURL}${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Pages.wefeMaps.title);
    await expect(page.getByText(t.WefeMaps.intro)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(t.Pages.wefeMaps.title));

    const out = page.getByRole('link', { name: t.WefeMaps.open });
    await expect(out).toHaveAttribute('href', MAPS);
    await expect(out).toHaveAttribute('target', '_blank');
    await expect(out).toHaveAttribute('rel', /noopener/);

    // Described to search engines like the other static pages, in every language, in the HTML a
    // crawler loads. Not checked after the click: a tap that lands before the hub's page has
    // hydrated leaves that page's <title> and description in the head beside the new ones
    // (Next 16 and React 19, seen with the CPU slowed ×8, and once in CI); the visitor sees the new
    // title, and crawlers and share scrapers read the server's HTML, which has one of each.
    await page.goto(path);
    const head = page.locator('head');
    await expect(head.locator('title')).toHaveCount(1);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      t.Pages.wefeMaps.description,
    );
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}${path}`,
    );
    for (const other of LOCALES) {
      await expect(head.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
        'href',
        `${baseURL}${localized(other, '/wefe-hub/maps')}`,
      );
    }
  });
}

test('the maps page is listed in the sitemap in all four languages', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const locale of LOCALES) {
    expect(sitemap).toContain(`<loc>${baseURL}${localized(locale, '/wefe-hub/maps')}</loc>`);
  }
});
