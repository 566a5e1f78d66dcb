import type { Page } from '@playwright/test';

/**
 * Resolves once the page is set in its typefaces, not in their fallbacks.
 *
 * The typefaces apply after the first paint (server-critical-css.mjs), so they can arrive after
 * `load`, and their text is narrower than the fallbacks': on Debian's Chromium an Arabic menu
 * button of the header shrinks from 161 to 135 px when Vazirmatn replaces DejaVu Sans. A pointer
 * resting on a button is then over the bar's gap, the browser reports that it left, and an open
 * menu closes 150 ms later, as it should for a visitor who moves away. A test that works the
 * menus with the pointer waits for this first.
 */
export async function typefacesApplied(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('style[data-fonts][media]'));
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Two frames lay the page out with the faces, which asks for their files; `ready` then waits
    // for those, and two more frames lay the text out again in them.
    await frame();
    await frame();
    await document.fonts.ready;
    await frame();
    await frame();
  });
}
