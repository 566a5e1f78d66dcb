import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { fillApplication, INTERNSHIP, type ApplicationTexts } from './application-form';
import { localized } from './routes';

const MESSAGES = { en, ar } as const;
/** The server's DATA_DIR (playwright.config.ts), where the embedded provider stores submissions. */
const DATA_DIR = path.resolve('.e2e-data');

const FORMS = {
  job: { path: '/vacancies/1', api: '**/api/vacancies/*/apply', kind: 'job-application' },
  internship: {
    path: '/internship',
    api: '**/api/internship/apply',
    kind: 'internship-application',
  },
} as const;
type Kind = keyof typeof FORMS;

/** The form's region, named by its heading. */
function region(page: Page, kind: Kind, a: ApplicationTexts): Locator {
  return page.getByRole('region', { name: kind === 'job' ? a.job.title : a.internship.title });
}

for (const locale of ['en', 'ar'] as const) {
  const a = MESSAGES[locale].Applications;

  for (const kind of ['job', 'internship'] as const) {
    const form = FORMS[kind];

    test.describe(`the ${kind} application in ${locale}`, () => {
      test('an empty submit shows each field’s error and takes focus to the first', async ({
        page,
      }) => {
        await page.goto(localized(locale, form.path));
        const section = region(page, kind, a);
        // As a visitor reaches the form before pressing Submit: its code loads as it nears the
        // screen (DeferredApplicationForm), and Submit is disabled until it has.
        await section.scrollIntoViewIfNeeded();
        await section.getByRole('button', { name: a.submit }).click();

        await expect(section.getByRole('alert')).toContainText(a.errors.required);
        await expect(page.getByLabel(a.fullName)).toBeFocused();
        await expect(page.getByLabel(a.fullName)).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByLabel(a.fullName)).toHaveAccessibleDescription(a.fieldRequired);
        await expect(page.getByLabel(a.cv, { exact: true })).toHaveAccessibleDescription(
          `${a.fileHint} ${a.fieldRequired}`,
        );
        const letter = kind === 'job' ? a.coverLetter : a.motivationLetter;
        await expect(page.getByLabel(letter, { exact: true })).toHaveAccessibleDescription(
          `${a.letterHint} ${a.errors.letterRequired}`,
        );
        // Optional fields carry no error.
        if (kind === 'job') {
          await expect(page.getByLabel(a.profileUrl)).not.toHaveAttribute('aria-invalid', 'true');
        }
        // Every required field says so; fields and files are counted together.
        const required = kind === 'job' ? 6 : 10;
        await expect(section.getByText(a.fieldRequired)).toHaveCount(required);
      });

      test('a valid application shows the receipt and the provider stores it with its files', async ({
        page,
      }) => {
        await page.goto(localized(locale, form.path));
        const section = region(page, kind, a);
        const name = `Applicant ${kind} ${locale} ${Date.now()}`;
        await fillApplication(page, kind, a, name);
        await section.getByRole('button', { name: a.submit }).click();

        await expect(section.getByRole('heading', { name: a.successTitle })).toBeFocused();
        const receipt = (await section.textContent())?.match(/[0-9a-f-]{36}/)?.[0];
        expect(receipt).toBeDefined();

        const record = JSON.parse(
          readFileSync(path.join(DATA_DIR, 'submissions', `${receipt}.json`), 'utf8'),
        );
        expect(record.kind).toBe(form.kind);
        expect(record.locale).toBe(locale);
        expect(record.fields).toMatchObject({
          full_name: name,
          email: INTERNSHIP.email,
          country: 'JO',
          consent: '1',
        });
        if (kind === 'job') {
          expect(record.fields).toMatchObject({
            vacancy_id: '1',
            profile_url: 'https://www.linkedin.com/in/applicant',
            cover_letter: 'I would like to join the team.',
          });
        } else {
          expect(record.fields).toMatchObject({
            university: INTERNSHIP.university,
            period_start: INTERNSHIP.period_start,
            period_end: INTERNSHIP.period_end,
          });
        }
        const expected =
          kind === 'job'
            ? [['cv', 'cv.pdf', 4096]]
            : [
                ['cv', 'cv.pdf', 4096],
                ['motivation_letter_file', 'motivation.pdf', 2048],
              ];
        expect(
          record.files.map((f: { field: string; original_name: string; size: number }) => [
            f.field,
            f.original_name,
            f.size,
          ]),
        ).toEqual(expected);
        for (const stored of record.files) {
          const file = path.join(DATA_DIR, stored.stored_as);
          expect(existsSync(file)).toBe(true);
          expect(statSync(file).size).toBe(stored.size);
        }
      });

      test('a provider failure says so and keeps everything typed and attached', async ({
        page,
      }) => {
        // What the applicant sees when the provider behind the site fails: the site answers 502.
        await page.route(form.api, (route) =>
          route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
        );
        await page.goto(localized(locale, form.path));
        const section = region(page, kind, a);
        await fillApplication(page, kind, a, 'Layla Haddad');
        await section.getByRole('button', { name: a.submit }).click();

        await expect(section.getByRole('alert')).toHaveText(a.errors.submissionFailed);
        await expect(page.getByLabel(a.fullName)).toHaveValue('Layla Haddad');
        await expect(page.getByLabel(a.country)).toHaveValue('JO');
        await expect(page.getByLabel(a.consent)).toBeChecked();
        await expect(section.getByRole('list', { name: a.cv })).toContainText('cv.pdf');
        if (kind === 'job') {
          await expect(page.getByLabel(a.coverLetter, { exact: true })).toHaveValue(
            'I would like to join the team.',
          );
        } else {
          await expect(page.getByLabel(a.periodEnd)).toHaveValue(INTERNSHIP.period_end);
          await expect(section.getByRole('list', { name: a.motivationLetterFile })).toContainText(
            'motivation.pdf',
          );
        }
        await expect(section.getByRole('button', { name: a.submit })).toBeEnabled();
      });
    });
  }

  test(`a closed vacancy says so and shows no form (${locale})`, async ({ page }) => {
    await page.goto(localized(locale, '/vacancies/3'));
    await expect(page.getByText(MESSAGES[locale].Pages.vacancies.closed)).toBeVisible();
    await expect(page.getByRole('button', { name: a.submit })).toHaveCount(0);
    await expect(page.getByLabel(a.fullName)).toHaveCount(0);
  });
}
