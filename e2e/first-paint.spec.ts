import { expect, test, type Page } from '@playwright/test';

// The first screen paints from the HTML alone (server-critical-css.mjs, docs/phone.md "The
// stylesheets"): the page's own rules are inlined in its <head> and its stylesheets load without
// blocking. These tests hold the stylesheets back, look at the first screen, then let them in.

const STYLESHEETS = '**/_next/static/chunks/*.css';

/** Every element the viewport shows: its box and what the stylesheets decide about it. */
const firstScreen = (page: Page) =>
  page.evaluate(() => {
    const shown: string[] = [];
    // An <svg>'s own box is the stylesheets' doing; what it draws (a sprite's <use>, fetched
    // apart) is not.
    for (const element of document.body.querySelectorAll(':not(svg *)')) {
      const box = element.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= innerHeight || box.width === 0 || box.height === 0)
        continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      shown.push(
        [
          element.tagName,
          element.className,
          Math.round(box.x),
          Math.round(box.y),
          Math.round(box.width),
          Math.round(box.height),
          style.color,
          style.backgroundColor,
          style.fontSize,
          style.fontWeight,
        ].join(' '),
      );
    }
    return shown;
  });

/** Opens a page with its stylesheets held back; `release` lets them in. */
async function withStylesheetsHeld(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route(STYLESHEETS, async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { held, release };
}

/** The typefaces the laid-out page asked for and its pictures, loaded: what differs then is the stylesheets' doing. */
const settled = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await document.fonts.ready;
    // And the pictures: a picture's box may wait for its size until it is decoded.
    await Promise.all(
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < innerHeight && !image.complete)
        .map((image) => image.decode().catch(() => null)),
    );
  });

const allApplied = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred]')].every(
      (link) => link.media === 'all' && link.sheet,
    ),
  );

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  for (const path of ['/', '/ar', '/news/1', '/fa/publications/1', '/vacancies/1']) {
    test(`${path} on a ${device}: the first screen is whole before its stylesheets arrive, and stays as it is`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const { held, release } = await withStylesheetsHeld(page, path);
      // The page has been parsed and its scripts run while every stylesheet is still on its way.
      await page.waitForFunction(() => document.readyState !== 'loading');
      expect(held.length).toBeGreaterThan(0);
      await settled(page);
      const before = await firstScreen(page);
      expect(before.length).toBeGreaterThan(10);
      release();
      await allApplied(page);
      await settled(page);
      expect(await firstScreen(page)).toEqual(before);
      expect(errors).toEqual([]);
    });
  }
}

test('the inlined rules are written once, in the <head>, and not again in the RSC payload', async ({
  request,
}) => {
  const html = await (await request.get('/news/1')).text();
  const styles = [...html.matchAll(/<style data-critical="">([\s\S]*?)<\/style>/g)];
  expect(styles).toHaveLength(1);
  const css = styles[0]![1]!;
  // A rule of the page's own (the header's) and the tokens everything else reads.
  expect(css).toContain(':root{');
  const rule = css.slice(css.indexOf('}') + 1, css.indexOf('}', css.indexOf('}') + 1) + 1);
  expect(html.split(rule).length - 1).toBe(1);
  expect(html.indexOf('<style data-critical')).toBeLessThan(html.indexOf('</head>'));
  // Each stylesheet link is deferred, and linked as before for a browser without JavaScript.
  const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)];
  const deferred = links.filter(([tag]) => tag.includes('media="print" data-deferred'));
  expect(deferred.length).toBeGreaterThan(0);
  expect(links).toHaveLength(deferred.length * 2);
});

test('no typeface is asked for before the first paint; the text is set in it after', async ({
  page,
}) => {
  // The search results stream (their stylesheets block), and their faces are written the same way.
  for (const [path, file] of [
    ['/news/1', /inter_latin_wght/],
    ['/ar/news/1', /vazirmatn_arabic/],
    ['/ar/search?q=مياه', /vazirmatn_arabic/],
  ] as const) {
    const response = await page.goto(path);
    const preload = (await response!.text()).match(/<link rel="preload"[^>]* as="font"[^>]*>/);
    expect(preload?.[0]).toBeUndefined();
    await page.waitForFunction(
      () =>
        !document.querySelector('style[data-fonts][media]') && document.fonts.status === 'loaded',
    );
    const { paint, fonts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    expect(paint, `${path}: no first contentful paint`).not.toBeNull();
    expect(
      fonts.map(({ name }) => name),
      `${path}: the typeface`,
    ).toContainEqual(expect.stringMatching(file));
    // The page and the file in the message: a failure in CI says which page asked too early.
    for (const { name, start } of fonts) {
      expect(
        start,
        `${path}: ${name} asked for at ${start} ms, first paint at ${paint} ms`,
      ).toBeGreaterThanOrEqual(paint!);
    }
  }
});

test('the page switches to its typeface once the file has arrived, so its text is laid out once in it', async ({
  browser,
}) => {
  for (const [path, file] of [
    ['/news/1', /inter_latin_wght/],
    ['/ar', /vazirmatn_arabic/],
    ['/ar/search?q=مياه', /vazirmatn_arabic/],
  ] as const) {
    // A visitor's first page: nothing in the browser's caches.
    const context = await browser.newContext();
    const page = await context.newPage();
    // When the faces apply: the moment their <style> loses its media.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        const style = records[0]?.target;
        if (style instanceof HTMLStyleElement && style.matches('[data-fonts]:not([media])')) {
          Object.assign(window, { facesApplied: performance.now() });
          observer.disconnect();
        }
      }).observe(document, { attributes: true, attributeFilter: ['media'], subtree: true });
    });
    await page.goto(path);
    await page.waitForFunction(
      () => 'facesApplied' in window && document.fonts.status === 'loaded',
    );
    const { applied, fonts } = await page.evaluate(() => ({
      applied: (window as unknown as { facesApplied: number }).facesApplied,
      fonts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({ name: entry.name, end: entry.responseEnd })),
    }));
    await context.close();
    // Only the body's typeface, and fetched once: the preload is the request the face then uses.
    expect(fonts.map(({ name }) => name)).toEqual([expect.stringMatching(file)]);
    expect(
      fonts[0]!.end,
      `${path}: the file arrived at ${fonts[0]!.end} ms, the faces applied at ${applied} ms`,
    ).toBeLessThanOrEqual(applied);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the stylesheets apply at once: the footer, outside the first screen, is styled', async ({
    page,
  }) => {
    await page.goto('/news/1');
    const footer = page.locator('footer').first();
    await expect(footer).toHaveCSS('background-color', 'rgb(7, 58, 80)');
    expect(
      await page.evaluate(
        () =>
          [...document.styleSheets].filter((sheet) => sheet.href && sheet.media.mediaText === '')
            .length,
      ),
    ).toBeGreaterThan(0);
  });
});

test('after a move to another page the new page is styled as on a first visit', async ({
  page,
}) => {
  await page.goto('/news');
  await allApplied(page);
  await page.locator('main a[href^="/news/"]').first().click();
  await page.waitForURL(/\/news\/\d+$/);
  const heading = page.locator('main h1');
  const font = await heading.evaluate((element) => getComputedStyle(element).fontSize);
  await page.goto(page.url());
  await expect(heading).toHaveCSS('font-size', font);
});
