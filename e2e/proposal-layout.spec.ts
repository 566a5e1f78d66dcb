import { expect, test, type Locator } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import fa from '../messages/fa.json';
import fr from '../messages/fr.json';
import { LOCALES, localized } from './routes';

const MESSAGES = { en, ar, fr, fa } as const;

/** How many lines a label's text takes: the distinct tops of the boxes its characters fill. */
function lineCount(label: Locator) {
  return label.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = [...range.getClientRects()]
      .filter((rect) => rect.width > 0)
      .map((rect) => Math.round(rect.top));
    return new Set(tops).size;
  });
}

// Beside the currency, "Proposed Amount" was once squeezed to about 90 px, its label wrapped
// onto two lines and a typed amount was cut off.
for (const [width, height] of [
  [1366, 800],
  [390, 844],
] as const) {
  test.describe(`the proposal form at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const locale of LOCALES) {
      const p = MESSAGES[locale].Proposal;

      test(`gives the proposed amount a usable width and a one-line label (${locale})`, async ({
        page,
      }) => {
        await page.goto(localized(locale, '/tenders/1'));
        await page.getByRole('button', { name: p.open }).click();
        const dialog = page.getByRole('dialog', { name: p.title });
        await expect(dialog).toBeVisible();

        const amount = dialog.getByLabel(p.proposedAmount);
        const currency = dialog.getByLabel(p.currency);
        await expect(amount).toBeVisible();
        await expect(currency).toBeVisible();

        const box = await amount.boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(160);
        expect(
          await lineCount(dialog.locator(`label[for="${await amount.getAttribute('id')}"]`)),
        ).toBe(1);
        expect(
          await lineCount(dialog.locator(`label[for="${await currency.getAttribute('id')}"]`)),
        ).toBe(1);

        // A large amount with decimals is shown whole, not cut off at the field's edge.
        await amount.fill('12500000.75');
        expect(
          await amount.evaluate(
            (input: HTMLInputElement) => input.scrollWidth <= input.clientWidth,
          ),
        ).toBe(true);

        // Neither field spills out of the dialog.
        const panel = (await dialog.boundingBox())!;
        for (const control of [amount, currency]) {
          const edge = (await control.boundingBox())!;
          expect(edge.x).toBeGreaterThanOrEqual(panel.x);
          expect(edge.x + edge.width).toBeLessThanOrEqual(panel.x + panel.width);
        }
      });

      if (locale === 'en' || locale === 'ar') {
        // Pressing the mouse on Submit blurs the field being typed in, whose error then appears
        // and moved the button down before the release: the click was lost and nothing said why.
        test(`Submit pressed straight after a wrong amount checks the whole form (${locale})`, async ({
          page,
        }) => {
          await page.goto(localized(locale, '/tenders/1'));
          await page.getByRole('button', { name: p.open }).click();
          const dialog = page.getByRole('dialog', { name: p.title });
          await dialog.getByLabel(p.proposedAmount).fill('12x');
          await dialog.getByRole('button', { name: p.submit }).click();
          const summary = dialog.getByRole('alert');
          await expect(summary).toContainText(p.errors.required);
          await expect(summary).toContainText(p.errors.invalidAmount);
          await expect(dialog.getByLabel(p.companyName)).toHaveAttribute('aria-invalid', 'true');
        });
      }
    }
  });
}
