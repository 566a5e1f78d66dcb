import { expect, test, type Locator, type Page } from '@playwright/test';
import en from '../messages/en.json';

/**
 * Presses Tab until `target` has focus, as a keyboard user would, and fails if it never does
 * (an element the keyboard cannot reach is the bug this test exists to catch).
 */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached in ${limit} presses of Tab`);
}

test.use({ viewport: { width: 1366, height: 900 } });

test('a keyboard-only visitor goes from the home page to a submitted tender proposal', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const h = en.Header;
  const p = en.Proposal;
  await page.goto('/');

  const nav = page.getByRole('navigation', { name: h.mainNav });
  const getInvolved = nav.getByRole('button', { name: h.groups.getInvolved, exact: true });
  await tabTo(page, getInvolved);
  await page.keyboard.press('Enter');
  await expect(getInvolved).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, nav.getByRole('link', { name: h.items.tenders, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tenders$/);

  // The first tender of the list is open (open tenders come first).
  const tenderLink = page.locator('main a[href="/tenders/1"]').first();
  await tabTo(page, tenderLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tenders\/1$/);

  const open = page.getByRole('button', { name: p.open });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: p.title });
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel(p.companyName)).toBeFocused();

  const company = `Keyboard Consult ${Date.now()}`;
  await page.keyboard.type(company);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Rania Haddad');
  await page.keyboard.press('Tab');
  await page.keyboard.type('rania@hydro.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+962 6 555 0100');
  await page.keyboard.press('Tab');
  // A closed select picks the option whose name starts with what is typed.
  await expect(page.getByLabel(p.country)).toBeFocused();
  await page.keyboard.type('Jordan');
  await expect(page.getByLabel(p.country)).toHaveValue('JO');
  await page.keyboard.press('Tab');
  await page.keyboard.type('125000');

  const files = page.getByLabel(p.files);
  await tabTo(page, files, 5);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({
    name: 'keyboard-offer.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]),
  });
  await expect(dialog.getByRole('list', { name: p.attached })).toContainText('keyboard-offer.pdf');

  await tabTo(page, page.getByLabel(p.consent), 10);
  await page.keyboard.press('Space');
  await expect(page.getByLabel(p.consent)).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: p.submit }), 10);
  await page.keyboard.press('Enter');

  const success = page.getByRole('dialog', { name: p.successTitle });
  await expect(success).toBeVisible();
  await expect(success).toContainText(/[0-9a-f-]{36}/);
  // Enter on the focused OK closes it and focus returns to where the visitor was.
  await tabTo(page, success.getByRole('button', { name: p.ok }), 10);
  await page.keyboard.press('Enter');
  await expect(success).toBeHidden();
  await expect(open).toBeFocused();
});
