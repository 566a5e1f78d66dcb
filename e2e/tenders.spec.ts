import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { fillProposal } from './application-form';
import PROPOSAL from './tender-proposal.json';
import { localized } from './routes';

const MESSAGES = { en, ar } as const;
type Messages = (typeof MESSAGES)['en'];
/** The server's DATA_DIR (playwright.config.ts), where the embedded provider stores proposals. */
const DATA_DIR = path.resolve('.e2e-data');
const MB = 1024 * 1024;

function pdf(name: string, size = 4096) {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.7\n', 0, 'latin1');
  return { name, mimeType: 'application/pdf', buffer };
}

async function openForm(page: Page, t: Messages) {
  await page.getByRole('button', { name: t.Proposal.open }).click();
  const dialog = page.getByRole('dialog', { name: t.Proposal.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillIn(page: Page, t: Messages, company: string) {
  const p = t.Proposal;
  await fillProposal(page, p, company);
  await page.getByLabel(p.currency).selectOption('JOD');
}

for (const locale of ['en', 'ar'] as const) {
  const t = MESSAGES[locale];
  const p = t.Proposal;

  test.describe(`tenders in ${locale}`, () => {
    test('an open tender takes a proposal end to end, and the provider stores it with its file', async ({
      page,
    }) => {
      // Handing an 11 MB file to the browser takes a few seconds on its own.
      test.setTimeout(60_000);
      await page.goto(localized(locale, '/tenders/1'));
      await expect(page.getByText(t.Tenders.hero)).toBeVisible();
      const dialog = await openForm(page, t);
      await expect(dialog).toHaveAttribute('aria-modal', 'true');

      await dialog.getByRole('button', { name: p.submit }).click();
      await expect(dialog.getByRole('alert')).toHaveText(p.errors.required);

      await page.getByLabel(p.files).setInputFiles(pdf('large-plans.pdf', 11 * MB));
      const tooLarge = p.errors.fileTooLarge.replace('{name}', 'large-plans.pdf');
      // Said at once beside the files (and linked to the file field). The summary keeps what was
      // wrong at the last Submit until the next one: it is an alert, and one that followed the
      // fields interrupted a screen reader's user at every change (docs/accessibility.md).
      await expect(page.getByLabel(p.files)).toHaveAccessibleDescription(
        `${p.filesHint} ${tooLarge}`,
      );
      await expect(dialog.getByRole('alert')).toHaveText(p.errors.required);
      await dialog
        .getByRole('button', { name: p.removeFile.replace('{name}', 'large-plans.pdf') })
        .click();
      await expect(dialog.getByText(tooLarge)).toHaveCount(0);

      const company = `Hydro Consult ${locale} ${Date.now()}`;
      await fillIn(page, t, company);
      const fileName = `offer-${locale}.pdf`;
      await page.getByLabel(p.files).setInputFiles(pdf(fileName));
      await expect(dialog.getByRole('list', { name: p.attached })).toContainText(fileName);
      await dialog.getByRole('button', { name: p.submit }).click();

      const success = page.getByRole('dialog', { name: p.successTitle });
      await expect(success).toBeVisible();
      await expect(success.getByRole('link', { name: p.moreTenders })).toHaveAttribute(
        'href',
        localized(locale, '/tenders'),
      );
      const receipt = (await success.textContent())?.match(/[0-9a-f-]{36}/)?.[0];
      expect(receipt).toBeDefined();

      const record = JSON.parse(
        readFileSync(path.join(DATA_DIR, 'submissions', `${receipt}.json`), 'utf8'),
      );
      expect(record.kind).toBe('tender-proposal');
      expect(record.locale).toBe(locale);
      expect(record.fields).toEqual({
        tender_id: '1',
        company_name: company,
        ...PROPOSAL,
        currency: 'JOD',
      });
      expect(record.files).toHaveLength(1);
      expect(record.files[0].original_name).toBe(fileName);
      expect(record.files[0].stored_as).not.toContain(fileName);
      const stored = path.join(DATA_DIR, record.files[0].stored_as);
      expect(existsSync(stored)).toBe(true);
      expect(statSync(stored).size).toBe(4096);

      // OK closes it, focus returns to the button, and the form starts afresh.
      await success.getByRole('button', { name: p.ok }).click();
      await expect(success).toBeHidden();
      await expect(page.getByRole('button', { name: p.open })).toBeFocused();
      await openForm(page, t);
      await expect(page.getByLabel(p.companyName)).toHaveValue('');
    });

    test("a failing provider keeps the visitor's input and says 'Submission failed. Please try again.'", async ({
      page,
    }) => {
      // What the visitor sees when the provider behind the site fails: the site answers 502.
      await page.route('**/api/tenders/*/apply', (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
      );
      await page.goto(localized(locale, '/tenders/1'));
      const dialog = await openForm(page, t);
      await fillIn(page, t, 'Hydro Consult');
      await page.getByLabel(p.files).setInputFiles(pdf('offer.pdf'));
      await dialog.getByRole('button', { name: p.submit }).click();

      await expect(dialog.getByRole('alert')).toHaveText(p.errors.submissionFailed);
      await expect(dialog).toBeVisible();
      await expect(page.getByLabel(p.companyName)).toHaveValue('Hydro Consult');
      await expect(page.getByLabel(p.country)).toHaveValue('JO');
      await expect(page.getByLabel(p.proposedAmount)).toHaveValue('125000');
      await expect(page.getByLabel(p.currency)).toHaveValue('JOD');
      await expect(page.getByLabel(p.consent)).toBeChecked();
      await expect(dialog.getByRole('list', { name: p.attached })).toContainText('offer.pdf');
      await expect(dialog.getByRole('button', { name: p.submit })).toBeEnabled();
    });

    test("a closed tender shows 'This tender is closed' and no way to apply", async ({ page }) => {
      for (const id of ['3', '4']) {
        await page.goto(localized(locale, `/tenders/${id}`));
        await expect(page.getByText(t.Tenders.closed)).toBeVisible();
        await expect(page.getByText(t.Tenders.expired).first()).toBeVisible();
        await expect(page.getByRole('button', { name: p.open })).toHaveCount(0);
      }
    });

    test("an unknown tender answers 404 with 'Tender not found' and a way back", async ({
      page,
    }) => {
      const response = await page.goto(localized(locale, '/tenders/999999'));
      expect(response?.status()).toBe(404);
      const html = await response!.text();
      expect(html).toContain(t.Tenders.notFound);
      // Still there once the page is interactive.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Tenders.notFound);
      await page.getByRole('link', { name: t.Tenders.back }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/tenders')}$`));
    });
  });
}

test('the tender page has its table, overview, description, requirements and summary', async ({
  page,
}) => {
  const t = en.Tenders;
  await page.goto('/tenders/1');
  const table = page.getByRole('table', { name: t.tableCaption });
  for (const label of Object.values(t.fields).slice(0, 8)) {
    await expect(table.getByRole('rowheader', { name: label })).toBeVisible();
  }
  await expect(table.locator('a[href^="tel:"]')).toHaveCount(2);
  await expect(table.locator('a[href^="mailto:"]')).toHaveCount(1);
  for (const heading of [t.overview, t.about, t.requirements, t.summary]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  const requirements = page.getByRole('region', { name: t.requirements }).getByRole('listitem');
  await expect(requirements).toHaveText([t.requirement1, t.requirement2, t.requirement3]);
  const summary = page.getByRole('complementary', { name: t.summary });
  await expect(summary.getByText(t.active)).toBeVisible();
  await expect(summary.getByText(/\d+ days remaining/)).toBeVisible();
  await expect(summary.getByRole('link', { name: new RegExp(t.download) })).toHaveAttribute(
    'target',
    '_blank',
  );
});

test('the list shows open tenders first, each with its status and a link to its details', async ({
  page,
}) => {
  await page.goto('/tenders');
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toContainText(en.Tenders.active);
  await expect(items.nth(0)).toContainText(/days remaining/);
  await expect(items.nth(3)).toContainText(en.Tenders.expired);
  await items.nth(0).getByRole('link').click();
  await expect(page).toHaveURL(/\/tenders\/\d+$/);
  await expect(page.getByText(en.Tenders.hero)).toBeVisible();
});

test('the proposal dialog closes on Cancel, the close button, Escape and the overlay, returning focus', async ({
  page,
}) => {
  const p = en.Proposal;
  await page.goto('/tenders/1');
  const trigger = page.getByRole('button', { name: p.open });
  const dialog = page.getByRole('dialog', { name: p.title });
  const closers: [string, () => Promise<void>][] = [
    ['Cancel', () => dialog.getByRole('button', { name: p.cancel }).click()],
    ['close button', () => dialog.getByRole('button', { name: p.close }).click()],
    ['Escape', () => page.keyboard.press('Escape')],
    // The overlay around the dialog box.
    ['overlay', () => page.mouse.click(5, 5)],
  ];
  for (const [name, close] of closers) {
    await trigger.click();
    await expect(dialog, name).toBeVisible();
    await expect(page.getByLabel(p.companyName), name).toBeFocused();
    await close();
    await expect(dialog, name).toBeHidden();
    await expect(trigger, name).toBeFocused();
  }
});

test("a lost connection says 'Network error. Please try again.'", async ({ page }) => {
  const p = en.Proposal;
  await page.route('**/api/tenders/*/apply', (route) => route.abort('connectionreset'));
  await page.goto('/tenders/1');
  const dialog = await openForm(page, en);
  await fillIn(page, en, 'Hydro Consult');
  await page.getByLabel(p.files).setInputFiles(pdf('offer.pdf'));
  await dialog.getByRole('button', { name: p.submit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(p.errors.networkError);
  await expect(page.getByLabel(p.companyName)).toHaveValue('Hydro Consult');
});
