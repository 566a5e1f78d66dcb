import type { Page } from '@playwright/test';
import type en from '../messages/en.json';
import INTERNSHIP from './internship-application.json';
import PROPOSAL from './tender-proposal.json';

/**
 * A valid internship application's text fields (e2e/internship-application.json): what the filler
 * types, what the abuse suite posts, and what bench/upload-memory.mjs sends.
 */
export { INTERNSHIP };

/** The tender proposal form's texts in one language (`messages/*.json`, `Proposal`). */
export type ProposalTexts = (typeof en)['Proposal'];

/**
 * Fills in a tender proposal's text fields as a visitor would: `company`, and the contact and
 * amount of e2e/tender-proposal.json (the currency is left at its default).
 */
export async function fillProposal(page: Page, p: ProposalTexts, company: string) {
  await page.getByLabel(p.companyName).fill(company);
  await page.getByLabel(p.contactPerson).fill(PROPOSAL.contact_person);
  await page.getByLabel(p.email).fill(PROPOSAL.email);
  await page.getByLabel(p.phone).fill(PROPOSAL.phone);
  await page.getByLabel(p.country).selectOption(PROPOSAL.country);
  await page.getByLabel(p.proposedAmount).fill(PROPOSAL.proposed_amount);
  await page.getByLabel(p.consent).check();
}

/** The application forms' texts in one language (`messages/*.json`, `Applications`). */
export type ApplicationTexts = (typeof en)['Applications'];
export type ApplicationKind = 'job' | 'internship';

/**
 * A small file that the upload checks take for a PDF (its magic bytes), as Playwright sends it;
 * `marker`, when given, is written into its bytes so the copy the provider keeps can be told apart.
 */
export function pdf(name: string, size = 4096, marker = '') {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write(`%PDF-1.7\n${marker && `% ${marker}\n`}`, 0, 'latin1');
  return { name, mimeType: 'application/pdf', buffer };
}

/**
 * A complete tender proposal as the site's form posts it, from `company`, with `file` attached (its
 * other text fields from e2e/tender-proposal.json, which the benches send too).
 */
export function proposalFields(tenderId: number, company: string, file: ReturnType<typeof pdf>) {
  return {
    tender_id: String(tenderId),
    company_name: company,
    ...PROPOSAL,
    'proposal_file[0]': file,
  };
}

/**
 * Fills in every field a valid job or internship application needs, as a visitor would (the
 * contact fields and the internship's from INTERNSHIP).
 */
export async function fillApplication(
  page: Page,
  kind: ApplicationKind,
  a: ApplicationTexts,
  name: string,
) {
  await page.getByLabel(a.fullName).fill(name);
  await page.getByLabel(a.email).fill(INTERNSHIP.email);
  await page.getByLabel(a.phone).fill(INTERNSHIP.phone);
  await page.getByLabel(a.country).selectOption(INTERNSHIP.country);
  await page.getByLabel(a.cv, { exact: true }).setInputFiles(pdf('cv.pdf'));
  if (kind === 'job') {
    await page.getByLabel(a.profileUrl).fill('https://www.linkedin.com/in/applicant');
    await page.getByLabel(a.coverLetter, { exact: true }).fill('I would like to join the team.');
  } else {
    await page.getByLabel(a.university).fill(INTERNSHIP.university);
    await page.getByLabel(a.fieldOfStudy).fill(INTERNSHIP.field_of_study);
    await page.getByLabel(a.periodStart).fill(INTERNSHIP.period_start);
    await page.getByLabel(a.periodEnd).fill(INTERNSHIP.period_end);
    await page.getByLabel(a.motivationLetterFile).setInputFiles(pdf('motivation.pdf', 2048));
  }
  await page.getByLabel(a.consent).check();
}
