import { expect, test, type Page } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { typefacesApplied } from './typefaces';

const LOCALES = { en, ar } as const;
const prefix = (locale: keyof typeof LOCALES) => (locale === 'en' ? '' : `/${locale}`);

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const locale of ['en', 'ar'] as const) {
    const m = LOCALES[locale].Header;

    test(`opens each mega menu and follows a sub-link (${locale})`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/news`);
      await typefacesApplied(page);
      const nav = page.getByRole('navigation', { name: m.mainNav });
      for (const group of ['whoWeAre', 'whatWeDo', 'getInvolved', 'infoCentre'] as const) {
        const button = nav.getByRole('button', { name: m.groups[group], exact: true });
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(button).toBeFocused();
      }
      await nav.getByRole('button', { name: m.groups.whoWeAre, exact: true }).click();
      await nav.getByRole('link', { name: m.items.team }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/team$`));
      // A route change closes the menu.
      await expect(
        nav.getByRole('button', { name: m.groups.whoWeAre, exact: true }),
      ).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('shows the who-we-are extras: water vision, partners and key documents', async ({
    page,
  }) => {
    await page.goto('/news');
    await typefacesApplied(page);
    const nav = page.getByRole('navigation', { name: en.Header.mainNav });
    await nav.getByRole('button', { name: 'Who we are', exact: true }).click();
    await expect(nav.getByRole('link', { name: /Read the OIC Water Vision/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(nav.getByRole('link', { name: 'Organizational Structure' })).toHaveAttribute(
      'href',
      '/who-we-are#structure',
    );
    await expect(nav.getByRole('link', { name: 'More documents' })).toHaveAttribute(
      'href',
      '/publications',
    );
    await nav.getByRole('link', { name: 'Member States' }).hover();
    await expect(nav.getByRole('link', { name: 'Our partners' })).toHaveAttribute(
      'href',
      '/partners',
    );
  });

  test('offers a general application by mail on the vacancies panel, and key links', async ({
    page,
  }) => {
    await page.goto('/news');
    await typefacesApplied(page);
    const nav = page.getByRole('navigation', { name: en.Header.mainNav });
    await nav.getByRole('button', { name: 'Get involved', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'General Application' })).toHaveAttribute(
      'href',
      /^mailto:.+\?subject=General%20application$/,
    );
    await expect(nav.getByRole('link', { name: 'Career Portal' })).toHaveAttribute(
      'href',
      '/vacancies',
    );
    await expect(nav.getByRole('link', { name: 'Internship Program' })).toHaveAttribute(
      'href',
      '/internship',
    );
    await expect(nav.getByRole('link', { name: 'Procurement' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });

  test('lists the three latest press items and a link to all media', async ({ page }) => {
    await page.goto('/ar/news');
    await typefacesApplied(page);
    const nav = page.getByRole('navigation', { name: ar.Header.mainNav });
    await nav.getByRole('button', { name: ar.Header.groups.infoCentre, exact: true }).click();
    const press = nav.locator('time');
    await expect(press).toHaveCount(3);
    await expect(press.first()).toHaveText(/\d{4}/);
    await expect(nav.getByRole('link', { name: ar.Header.viewAll })).toHaveAttribute(
      'href',
      '/ar/media',
    );
  });

  test('opens on hover and closes shortly after the pointer leaves', async ({ page }) => {
    await page.goto('/news');
    await typefacesApplied(page);
    const button = page.getByRole('button', { name: 'What we do', exact: true });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 700);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('has five social links opening in a new tab, with names', async ({ page }) => {
    await page.goto('/');
    for (const network of ['Facebook', 'X', 'YouTube', 'LinkedIn', 'Instagram']) {
      const link = page.getByRole('link', { name: new RegExp(`INWRDAM on ${network}\\b`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
    }
  });

  test('uses the home header, over the hero, on the home page only', async ({ page }) => {
    // The header is server-rendered in the layout; CSS chooses its home variant (Header.module.css):
    // a see-through gradient over the hero, which starts at the top of the page under it.
    const banner = page.getByRole('banner');
    const gradient = () => banner.evaluate((header) => getComputedStyle(header).backgroundImage);
    await page.goto('/ar');
    await expect.poll(gradient).toMatch(/^linear-gradient/);
    const hero = page.getByRole('region', { name: ar.Home.hero.carousel });
    expect((await hero.boundingBox())?.y).toBe(0);
    // The header stays in the flow (main starts below it), so the page does not jump up when the
    // browser paints before it has parsed the hero and the home variant applies.
    const mainBelowHeader = async () => {
      const header = await banner.boundingBox();
      expect((await page.locator('main').boundingBox())?.y).toBe(header!.y + header!.height);
    };
    await mainBelowHeader();
    // Leaving the home page in the browser (no new document) brings the standard header back,
    // with the page's content below it.
    await page
      .getByRole('link', { name: ar.Header.items.team, includeHidden: true })
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(/\/ar\/team$/);
    await expect.poll(gradient).toBe('none');
    await mainBelowHeader();
  });

  test('starts every page with a skip link to the main content', async ({ page }) => {
    await page.goto('/ar/publications');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: ar.Common.skipToContent });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

async function openDrawer(page: Page, locale: keyof typeof LOCALES) {
  const m = LOCALES[locale].Header;
  const hamburger = page.getByRole('button', { name: new RegExp(m.openMenu) });
  await hamburger.click();
  const drawer = page.getByRole('dialog', { name: m.drawerTitle });
  await expect(drawer).toBeVisible();
  return { hamburger, drawer };
}

test.describe('mobile drawer at 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  for (const locale of ['en', 'ar'] as const) {
    const m = LOCALES[locale].Header;

    test(`opens a 300 px drawer from the ${locale === 'en' ? 'right' : 'left'}, closes and returns focus (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${prefix(locale)}/news`);
      await expect(page.getByRole('navigation', { name: m.mainNav })).toBeHidden();
      const { hamburger, drawer } = await openDrawer(page, locale);
      // Polled: the drawer slides in, so its box settles after a short animation.
      const edges = async () => {
        const box = (await drawer.boundingBox())!;
        return {
          width: Math.round(box.width),
          start: Math.round(box.x),
          end: Math.round(box.x + box.width),
        };
      };
      await expect
        .poll(edges)
        .toEqual(
          locale === 'en'
            ? { width: 300, start: 500, end: 800 }
            : { width: 300, start: 0, end: 300 },
        );
      // Focus stays inside the modal drawer.
      for (let i = 0; i < 40; i += 1) await page.keyboard.press('Tab');
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await drawer.getByRole('button', { name: m.close }).click();
      await expect(drawer).toBeHidden();
      await expect(hamburger).toBeFocused();

      await openDrawer(page, locale);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(hamburger).toBeFocused();
    });

    test(`links who-we-are to the map page and switches language (${locale})`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/news`);
      const { drawer } = await openDrawer(page, locale);
      await expect(
        drawer.getByRole('link', { name: m.groups.whoWeAre, exact: true }),
      ).toHaveAttribute('href', `${prefix(locale)}/who-we-are-map`);
      const target = locale === 'en' ? 'AR' : 'EN';
      await drawer.getByRole('link', { name: target, exact: true }).click();
      await expect(page).toHaveURL(locale === 'en' ? /\/ar\/news$/ : /localhost:\d+\/news$/);
    });
  }
});
