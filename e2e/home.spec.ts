import { expect, test, type Page } from '@playwright/test';
import sliders from '../content/sliders.json';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { localized } from './routes';

const LANGUAGES = [
  { locale: 'en', messages: en, jordan: 'Jordan', count: '22 active countries' },
  { locale: 'ar', messages: ar, jordan: 'الأردن', count: '22 دولة نشطة' },
] as const;

/**
 * Stops the page's clock before its first script runs, so timed behaviour (the 8 s slides, the
 * 1 s map reveal) moves only when a test says so. Nothing is scheduled yet, so jumping a minute
 * ahead to pause fires nothing.
 */
async function freezeClock(page: Page) {
  const start = new Date('2026-03-01T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

for (const { locale, messages, jordan, count } of LANGUAGES) {
  const home = localized(locale, '/');
  const hero = messages.Home.hero;
  const map = messages.MemberMap;

  test.describe(`home page (${locale})`, () => {
    test('has the first slide, the projects and the strip in the server HTML', async ({
      request,
    }) => {
      const html = await (await request.get(home)).text();
      expect(html).toContain(sliders.sliders[0]!.title[locale]);
      expect(html).toContain(messages.Pages.home.featuredProjects);
      expect(html.match(/href="[^"]*\/projects\/\d+"/g)?.length).toBeGreaterThanOrEqual(4);
      expect(html).toContain(messages.Common.readMore);
      expect(html).toContain(`<meta property="og:image"`);
      expect(html).toContain(`<meta name="twitter:card" content="summary_large_image"`);
    });

    test('hero arrows, dots and the pause control change the slide', async ({ page }) => {
      // No automatic step may interfere, however long the first load takes.
      await freezeClock(page);
      await page.goto(home);
      const carousel = page.getByRole('region', { name: hero.carousel });
      const first = carousel.getByRole('group', {
        name: hero.slide.replace('{index}', '1').replace('{total}', '3'),
      });
      await expect(first).toBeVisible();
      await expect(first.getByRole('heading', { level: 2 })).toHaveText(
        sliders.sliders[0]!.title[locale],
      );
      await expect(first.getByRole('link', { name: messages.Pages.home.cta })).toHaveAttribute(
        'href',
        locale === 'en' ? '/who-we-are' : '/ar/about',
      );

      await carousel.getByRole('button', { name: hero.next }).click();
      await expect(
        carousel.getByRole('group', {
          name: hero.slide.replace('{index}', '2').replace('{total}', '3'),
        }),
      ).toBeVisible();
      await expect(first).toBeHidden();
      // Using a control stops the rotation, and the control says so.
      await expect(carousel.getByRole('button', { name: hero.play })).toBeVisible();

      await carousel.getByRole('button', { name: hero.previous }).click();
      await expect(first).toBeVisible();
      await carousel.getByRole('button', { name: hero.goTo.replace('{index}', '3') }).click();
      await expect(
        carousel.getByRole('group', {
          name: hero.slide.replace('{index}', '3').replace('{total}', '3'),
        }),
      ).toBeVisible();

      await carousel.getByRole('button', { name: hero.play }).click();
      await expect(carousel.getByRole('button', { name: hero.pause })).toBeVisible();

      await expect(carousel.getByRole('list', { name: hero.social }).getByRole('link')).toHaveCount(
        5,
      );
    });

    test(`places the previous arrow at the reading start (${locale === 'ar' ? 'right' : 'left'})`, async ({
      page,
    }) => {
      await page.goto(home);
      const carousel = page.getByRole('region', { name: hero.carousel });
      const previous = await carousel.getByRole('button', { name: hero.previous }).boundingBox();
      const next = await carousel.getByRole('button', { name: hero.next }).boundingBox();
      expect(previous && next).toBeTruthy();
      if (locale === 'ar') expect(previous!.x).toBeGreaterThan(next!.x);
      else expect(previous!.x).toBeLessThan(next!.x);
    });

    test('on a phone the hero’s text stops short of its social column', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(home);
      const carousel = page.getByRole('region', { name: hero.carousel });
      const social = await carousel.getByRole('list', { name: hero.social }).boundingBox();
      const slide = carousel.getByRole('group').first();
      expect(social).toBeTruthy();
      for (const text of [slide.getByRole('heading').first(), slide.locator('p').first()]) {
        const box = await text.boundingBox();
        expect(box).toBeTruthy();
        // The column is at the inline end: the right in English, the left in Arabic.
        if (locale === 'ar') expect(box!.x).toBeGreaterThanOrEqual(social!.x + social!.width);
        else expect(box!.x + box!.width).toBeLessThanOrEqual(social!.x);
      }
    });

    test('a featured project card opens its project', async ({ page }) => {
      await page.goto(home);
      const section = page.getByRole('region', { name: messages.Pages.home.featuredProjects });
      const cards = section.getByRole('listitem');
      await expect(cards).toHaveCount(4);
      const card = section.getByRole('link').first();
      const title = (await card.textContent())!.trim();
      const href = await card.getAttribute('href');
      expect(href).toMatch(locale === 'en' ? /^\/projects\/\d+$/ : /^\/ar\/projects\/\d+$/);
      // Space activates a card as Enter does.
      await card.focus();
      await page.keyboard.press('Space');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.goBack();
      await section.getByRole('link', { name: messages.Pages.home.allProjects }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/projects')}$`));
    });

    test('the member map appears after about a second, with the world drawn', async ({ page }) => {
      await freezeClock(page);
      await page.goto(home);
      const section = page.getByRole('region', { name: map.title });
      // The island loads once its place is near the viewport (DeferredMemberMap), as a reader
      // scrolling down brings it; the second's wait still holds.
      await section.scrollIntoViewIfNeeded();
      await page.clock.runFor(900);
      await expect(section.getByRole('button', { name: map.mapView })).toHaveCount(0);
      // From here time flows: React reveals the lazily loaded island on its own timers.
      await page.clock.resume();
      await expect(section.getByRole('button', { name: map.mapView })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect.poll(() => page.locator('path.rsm-geography').count()).toBeGreaterThan(100);
      await expect(section.getByText(count)).toBeVisible();
      // Shapes stay out of the tab order; markers are the keyboard's way in.
      await expect(page.locator('path.rsm-geography[tabindex="0"]')).toHaveCount(0);
      const marker = section.getByRole('button', { name: jordan, exact: true });
      await marker.focus();
      await page.keyboard.press('Enter');
      const card = section.getByRole('dialog', { name: jordan });
      await expect(card).toBeVisible();
      await expect(card.locator('a[href^="tel:+962"]')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(card).toHaveCount(0);
      await expect(marker).toBeFocused();
    });

    for (const width of [390, 1366]) {
      test(`at ${width} px nothing below the member map moves when the map arrives`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(home);
        await page.evaluate(() => document.fonts.ready);
        const section = page.getByRole('region', { name: map.title });
        // The hub block, next below the map, measured from the map section's top.
        const below = () =>
          page.evaluate(
            () =>
              document.getElementById('hub-title')!.getBoundingClientRect().top -
              document.getElementById('map-title')!.getBoundingClientRect().top,
          );
        const reserved = await below();
        await section.scrollIntoViewIfNeeded();
        await expect.poll(() => page.locator('path.rsm-geography').count()).toBeGreaterThan(100);
        await expect(section.getByText(count)).toBeVisible();
        // Measured: the place kept was 67 to 151 px short before it counted the toolbar's lines
        // and the legend; now within a few pixels where the toolbar wraps as expected.
        expect(Math.abs((await below()) - reserved)).toBeLessThanOrEqual(16);
      });
    }

    test('the list view opens a dialog with tel and mailto links', async ({ page }) => {
      await page.goto(home);
      const section = page.getByRole('region', { name: map.title });
      await section.scrollIntoViewIfNeeded();
      await section.getByRole('button', { name: map.listView }).click();
      await expect(section.getByRole('button', { name: map.listView })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(section.getByRole('listitem')).toHaveCount(22);
      await section.getByRole('button', { name: jordan, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: jordan });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+962\d+$/);
      await expect(dialog.locator('a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:.+@.+$/);
      await dialog.getByRole('button', { name: map.close }).click();
      await expect(dialog).toHaveCount(0);
    });

    test('the news and events strip links each card and View All', async ({ page }) => {
      await page.goto(home);
      const strip = page.getByRole('region', { name: messages.Pages.home.latestNews });
      const readMore = strip.getByRole('link', { name: messages.Common.readMore });
      await expect(readMore).toHaveCount(3);
      for (const link of await readMore.all()) {
        await expect(link).toHaveAttribute(
          'href',
          locale === 'en' ? /^\/(news|events)\/\d+$/ : /^\/ar\/(news|events)\/\d+$/,
        );
      }
      await expect(strip.getByRole('link', { name: messages.Common.viewAll })).toHaveAttribute(
        'href',
        localized(locale, '/events'),
      );
      const target = await readMore.first().getAttribute('href');
      await readMore.first().click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
    });

    test('the hub block opens the hub and its maps in new tabs', async ({ page }) => {
      await page.goto(home);
      const hub = page.getByRole('region', { name: messages.Pages.wefeHub.title });
      await expect(hub.getByRole('link', { name: messages.UnderDevelopment.hub })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expect(hub.getByRole('link', { name: messages.UnderDevelopment.maps })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expect(hub.getByRole('listitem')).toHaveCount(5);
    });
  });
}

test('the hero advances by itself after 8 seconds', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: en.Home.hero.carousel });
  await expect(carousel.getByRole('group', { name: 'Slide 1 of 3' })).toBeVisible();
  await page.clock.runFor(8000);
  await expect(carousel.getByRole('group', { name: 'Slide 2 of 3' })).toBeVisible();
});
