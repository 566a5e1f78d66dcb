import type { Page } from '@playwright/test';
import type en from '../messages/en.json';

/** The application forms' texts in one language (`messages/*.json`, `Applications`). */
export type ApplicationTexts = (typeof en)['Applications'];
export type ApplicationKind = 'job' | 'internship';

/** A small file that the upload checks take for a PDF (its magic bytes), as Playwright sends it. */
export function pdf(name: string, size = 4096) {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.7\n', 0, 'latin1');
  return { name, mimeType: 'application/pdf', buffer };
}

/** Fills in every field a valid job or internship application needs, as a visitor would. */
export async function fillApplication(
  page: Page,
  kind: ApplicationKind,
  a: ApplicationTexts,
  name: string,
) {
  await page.getByLabel(a.fullName).fill(name);
  await page.getByLabel(a.email).fill('applicant@example.org');
  await page.getByLabel(a.phone).fill('+962 79 555 0100');
  await page.getByLabel(a.country).selectOption('JO');
  await page.getByLabel(a.cv, { exact: true }).setInputFiles(pdf('cv.pdf'));
  if (kind === 'job') {
    await page.getByLabel(a.profileUrl).fill('https://www.linkedin.com/in/applicant');
    await page.getByLabel(a.coverLetter, { exact: true }).fill('I would like to join the team.');
  } else {
    await page.getByLabel(a.university).fill('University of Jordan');
    await page.getByLabel(a.fieldOfStudy).fill('Hydrology');
    await page.getByLabel(a.periodStart).fill('2027-02');
    await page.getByLabel(a.periodEnd).fill('2027-07');
    await page.getByLabel(a.motivationLetterFile).setInputFiles(pdf('motivation.pdf', 2048));
  }
  await page.getByLabel(a.consent).check();
}
