import { expect, test } from '@playwright/test';
import events from '../content/events.json';
import en from '../messages/en.json';
import { LOCALES, localized } from './routes';

const LISTS = [
  ['/news', '/news/'],
  ['/stories', '/stories/'],
  ['/projects', '/projects/'],
  ['/events', '/events/'],
  ['/publications', '/publications/'],
  ['/tenders', '/tenders/'],
  ['/vacancies', '/vacancies/'],
  ['/gallery', '/gallery/'],
  ['/cop', '/cop-news/'],
] as const;

// One test per list and language, so each has its own timeout: walking all of them in one test
// could pass 30 s on a slow machine.
test.describe('lists lead to their items', () => {
  for (const locale of LOCALES) {
    for (const [list, detail] of LISTS) {
      test(`${localized(locale, list)} links to a working detail page`, async ({
        page,
        request,
      }) => {
        await page.goto(localized(locale, list));
        // An item's link, not a page link (`/news/page/2`) or a filter (`/projects/filter?…`).
        const link = page
          .locator(`main a[href*="${detail}"]`)
          .and(page.locator(':not([href*="/page/"], [href*="/filter"], [href*="/search"])'))
          .first();
        await expect(link).toBeVisible();
        const href = await link.getAttribute('href');
        expect((await request.get(href!)).status(), href!).toBe(200);
      });
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('project filters are links that work', async ({ page }) => {
    await page.goto('/projects');
    const themes = page.getByRole('navigation', { name: en.Lists.theme });
    await themes.getByRole('link', { name: en.Lists.themes.water }).click();
    await expect(page).toHaveURL(/\/projects\/filter\?theme=water$/);
    await expect(themes.getByRole('link', { name: en.Lists.themes.water })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.locator('main article')).not.toHaveCount(0);
    const statuses = page.getByRole('navigation', { name: en.Lists.status });
    await statuses.getByRole('link', { name: en.Lists.statuses.completed }).click();
    await expect(page).toHaveURL(/theme=water&status=completed|status=completed&theme=water/);
  });

  test('list pages are paged with links', async ({ page }) => {
    await page.goto('/ar/news');
    const pagination = page.getByRole('navigation', { name: /ترقيم|الصفحات/ });
    await pagination.getByRole('link').last().click();
    await expect(page).toHaveURL(/\/ar\/news\/page\/2$/);
    await expect(page.locator('main article')).not.toHaveCount(0);
    // And back: page 1 is the list's own address.
    await pagination.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/ar\/news$/);
  });

  test('publications can be searched and filtered', async ({ page }) => {
    await page.goto('/publications');
    await page.getByLabel(en.Lists.searchLabel).fill('drought');
    await page.getByRole('button', { name: en.Lists.search }).click();
    await expect(page).toHaveURL(/\/publications\/search\?q=drought/);
    await expect(page.locator('main article').first()).toBeVisible();
    await page.getByRole('navigation', { name: en.Lists.type }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/kind=/);
  });
});

test('an event can be added to a calendar: the .ics file holds its start', async ({ request }) => {
  const response = await request.get('/api/events/4/calendar?locale=fr');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  expect(response.headers()['content-disposition']).toContain('attachment');
  const ics = await response.text();
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('BEGIN:VEVENT');
  const event = events.find((e) => e.id === 4)!;
  // The fixed past event: its start in the venue's zone, written in UTC.
  const start = ('date' in event.start ? event.start.date : undefined) ?? '';
  const dtstart = ics.match(/DTSTART:(\d{8}T\d{6}Z)/)?.[1];
  expect(dtstart).toBeDefined();
  expect(dtstart!.slice(0, 8)).toBe(start.replace(/-/g, ''));
  expect(ics).toContain(`SUMMARY:${event.title.fr.slice(0, 20)}`);
  expect((await request.get('/api/events/999999/calendar')).status()).toBe(404);
});

test('team members open their biography in a dialog', async ({ page }) => {
  await page.goto('/ar/team');
  // Named by the person's visible name and role; what the button does is its description.
  const first = page.getByRole('main').locator('button[aria-haspopup="dialog"]').first();
  await expect(first).toHaveAccessibleDescription(/قراءة نبذة عن/);
  await first.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test('articles can be shared and link to related articles', async ({ page }) => {
  await page.goto('/fr/news/1');
  const share = page.getByRole('complementary', { name: 'Partager' });
  await expect(share.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
    'href',
    /linkedin\.com\/sharing/,
  );
  await expect(share.getByRole('button', { name: 'Copier le lien' })).toBeVisible();
  await expect(page.locator('#related-articles')).toBeVisible();
});
