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

// The faces leave the stylesheets at build time and reach each page in its <head>
// (scripts/critical-css.mjs, server-critical-css.mjs): met a second time when the deferred
// stylesheets switch on, the same faces made the browser lay out the whole page again.
for (const path of ['/', '/ar', '/ar/search?q=مياه']) {
  test(`${path}: each face is declared once, in the page itself, and the text is set in it`, async ({
    page,
  }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    // Every stylesheet applied, the deferred ones included.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet && link.media !== 'print',
      ),
    );
    const declared = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules]
          .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
          .map(
            (rule) =>
              `${rule.style.getPropertyValue('font-family').replace(/^"|"$/g, '')} in ${sheet.ownerNode?.nodeName}`,
          ),
      ),
    );
    expect(declared.sort()).toEqual(
      ['arabic', 'arabic Fallback', 'latin', 'latin Fallback', 'latinExtended']
        .map((family) => `${family} in STYLE`)
        .sort(),
    );
    const face = path.startsWith('/ar') ? 'arabic' : 'latin';
    expect(await faces(page)).toMatchObject({ [face]: 'loaded' });
    const family = await page
      .locator('main h1, main h2')
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family.startsWith(face)).toBe(true);
  });
}
