import { expect, test, type Page } from '@playwright/test';

// The faces lib/fonts.ts declares, by the family names next/font gives them.
const faces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return Object.fromEntries([...document.fonts].map((face) => [face.family, face.status]));
  });

test('an English page downloads Inter for Latin, and its Latin Extended face only when a letter needs it', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/news/1', { waitUntil: 'networkidle' });
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/inter_latin_wght/);
  expect(await faces(page)).toMatchObject({ latin: 'loaded', latinExtended: 'unloaded' });

  // A Turkish place name, as a member's page may carry: its letters come from the extended face.
  await page.locator('main h1').evaluate((heading) => {
    heading.textContent = 'Şanlıurfa, Kırşehir';
  });
  await expect.poll(async () => (await faces(page)).latinExtended).toBe('loaded');
  expect(fonts).toHaveLength(2);
  expect(fonts[1]).toMatch(/inter_latin_ext_wght/);
});

test('an Arabic page is set in Vazirmatn', async ({ page }) => {
  await page.goto('/ar/news/1', { waitUntil: 'networkidle' });
  expect(await faces(page)).toMatchObject({ arabic: 'loaded' });
  const family = await page.locator('main h1').evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family.startsWith('arabic')).toBe(true);
});
