// What a visitor sees while the provider fails: the home page's fallbacks and the error page.
import { expect, type Page } from '@playwright/test';
import en from '../../messages/en.json';

const placeholders = Object.values(en.Pages.home.placeholders);

export async function expectDegradedHome(page: Page) {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  // A provider that fails: the default slide stays; projects become four non-clickable placeholder cards;
  // the news-and-events strip is left out.
  const hero = page.getByRole('region', { name: en.Home.hero.carousel });
  await expect(hero.getByRole('heading', { level: 2 })).toHaveText(en.Site.fullName);
  const projects = page.getByRole('region', { name: en.Pages.home.featuredProjects });
  for (const title of placeholders) {
    await expect(projects.getByRole('heading', { name: title })).toBeVisible();
    await expect(projects.getByRole('link', { name: title })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: en.Pages.home.latestNews })).toHaveCount(0);
  await expect(page.getByText(/Fake provider/)).toHaveCount(0);
}

export async function expectErrorPage(page: Page, url: string, back: string) {
  // A failed read is an error, never a cached 200 or a 404: the page comes back once the provider
  // does. The server's HTML already says so and links back to the list.
  const html = await page.request.get(url);
  expect(html.status()).toBe(500);
  expect(await html.text()).toContain(`href="${back}"`);

  // In the browser: an alert with its heading and a way to try again (pages may word it their
  // own way, as the tender details page does).
  const response = await page.goto(url);
  expect(response?.status()).toBe(500);
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(alert.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(alert.getByRole('button')).toBeVisible();
  // The site's own header and footer are still there: no crash screen.
  await expect(page.getByRole('contentinfo')).toBeVisible();
}
