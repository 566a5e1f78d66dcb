import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { htmlcsErrors } from './htmlcs';
import { ROUTES, localized } from './routes';
import { typefacesApplied } from './typefaces';

const MESSAGES = { en, ar } as const;
const JORDAN = { en: 'Jordan', ar: 'الأردن' } as const;
/** WCAG 2.1 A and AA; the bar is "no serious or critical violation". */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page (or one part of it) and lists serious and critical violations by node. */
async function seriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/**
 * What both engines find wrong: axe's serious and critical WCAG 2.1 A/AA violations and
 * HTML_CodeSniffer's WCAG2AA errors (e2e/htmlcs.ts), reported together so one run shows both.
 */
async function findings(page: Page) {
  return { axe: await seriousViolations(page), htmlcs: await htmlcsErrors(page) };
}

const NONE = { axe: [], htmlcs: [] };

for (const locale of ['en', 'ar'] as const) {
  test.describe(`accessibility of every route in ${locale}`, () => {
    for (const route of ROUTES) {
      const url = localized(locale, route);
      test(`${url} passes axe and HTML_CodeSniffer`, async ({ page }) => {
        await page.goto(url);
        await expect(page.locator('main')).toBeVisible();
        // Animations (hero, deferred map fade) must settle, or axe measures half-faded text.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        expect(await findings(page)).toEqual(NONE);
      });
    }
  });
}

for (const locale of ['en', 'ar'] as const) {
  const m = MESSAGES[locale];

  test.describe(`accessibility of the open widgets in ${locale}`, () => {
    test('the open mega menu', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(localized(locale, '/news'));
      await typefacesApplied(page);
      const nav = page.getByRole('navigation', { name: m.Header.mainNav });
      const button = nav.getByRole('button', { name: m.Header.groups.whoWeAre, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(await findings(page)).toEqual(NONE);
    });

    test('the open header search', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(localized(locale, '/news'));
      await page.locator('header details summary').click();
      await expect(page.locator('header details')).toHaveAttribute('open', '');
      await expect(page.getByRole('banner').getByRole('searchbox')).toBeVisible();
      expect(await findings(page)).toEqual(NONE);
    });

    test('the open mobile drawer', async ({ page }) => {
      await page.setViewportSize({ width: 800, height: 900 });
      await page.goto(localized(locale, '/news'));
      await page.getByRole('button', { name: new RegExp(m.Header.openMenu) }).click();
      const drawer = page.getByRole('dialog', { name: m.Header.drawerTitle });
      await expect(drawer).toBeVisible();
      // The slide-in must finish before contrast is measured.
      await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(300);
      expect(await findings(page)).toEqual(NONE);
    });

    test('the member map list view and its dialog', async ({ page }) => {
      await page.goto(localized(locale, '/'));
      const section = page.getByRole('region', { name: m.MemberMap.title });
      await section.scrollIntoViewIfNeeded();
      await section.getByRole('button', { name: m.MemberMap.listView }).click();
      await expect(section.getByRole('listitem')).toHaveCount(22);
      await section.getByRole('button', { name: JORDAN[locale], exact: true }).click();
      await expect(page.getByRole('dialog', { name: JORDAN[locale] })).toBeVisible();
      expect(await findings(page)).toEqual(NONE);
    });

    test('a team profile dialog', async ({ page }) => {
      await page.goto(localized(locale, '/team'));
      await page.getByRole('main').locator('button[aria-haspopup="dialog"]').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
      expect(await findings(page)).toEqual(NONE);
    });

    test('the proposal modal', async ({ page }) => {
      await page.goto(localized(locale, '/tenders/1'));
      await page.getByRole('button', { name: m.Proposal.open }).click();
      const dialog = page.getByRole('dialog', { name: m.Proposal.title });
      await expect(dialog).toBeVisible();
      // With its validation errors showing too: those states must stay accessible.
      await dialog.getByRole('button', { name: m.Proposal.submit }).click();
      await expect(dialog.getByRole('alert')).toHaveText(m.Proposal.errors.required);
      expect(await findings(page)).toEqual(NONE);
    });
  });
}
