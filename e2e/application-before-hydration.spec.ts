import { expect, test, type Page, type Route } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { INTERNSHIP, pdf } from './application-form';
import { localized } from './routes';

/**
 * Holds the application form's own code, which the page loads after the paint
 * (components/applications/DeferredApplicationForm.tsx), so the test decides when the form
 * hydrates: the script that carries the form's field names. `release` lets it through.
 */
async function holdFormCode(page: Page) {
  const held: { route: Route; body: Buffer }[] = [];
  let released = false;
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (released || !body.includes('motivation_letter_file')) return route.fulfill({ response });
    held.push({ route, body });
  });
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(
        held.map(({ route, body }) =>
          route.fulfill({ body, contentType: 'application/javascript; charset=utf-8' }),
        ),
      );
    },
  };
}

const CASES = [
  { kind: 'job', locale: 'en', path: '/vacancies/1', a: en.Applications },
  { kind: 'internship', locale: 'ar', path: '/internship', a: ar.Applications },
] as const;

for (const { kind, locale, path: pagePath, a } of CASES) {
  test(`what is typed into the ${kind} form before it hydrates is kept and sent (${locale})`, async ({
    page,
  }) => {
    const address = localized(locale, pagePath);
    const late = await holdFormCode(page);
    // Not `load`: when the form is within half a screen, its code is asked for during the load,
    // and the held script would hold the load event.
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    const section = page.getByRole('region', {
      name: kind === 'job' ? a.job.title : a.internship.title,
    });
    const submit = section.getByRole('button', { name: a.submit });
    const letter = page.getByLabel(kind === 'job' ? a.coverLetter : a.motivationLetter, {
      exact: true,
    });

    // The server's form, before its code: every field there, Submit disabled (nothing can be sent
    // without the form's checks), and typing works as in any page's form.
    await page.getByLabel(a.fullName).pressSequentially('Nadia Khoury');
    await page.getByLabel(a.email).fill(INTERNSHIP.email);
    await letter.fill('Typed before the form was ready.');
    await page.getByLabel(a.consent).check();
    await page.getByLabel(a.cv, { exact: true }).setInputFiles(pdf('early-cv.pdf', 3072));
    await expect.poll(late.held).toBeGreaterThan(0);
    await expect(submit).toBeDisabled();

    await late.release();
    await expect(submit).toBeEnabled();
    // Hydrated: what was typed is still there, and the form's state has it (the file is listed).
    await expect(page.getByLabel(a.fullName)).toHaveValue('Nadia Khoury');
    await expect(page.getByLabel(a.email)).toHaveValue(INTERNSHIP.email);
    await expect(letter).toHaveValue('Typed before the form was ready.');
    await expect(page.getByLabel(a.consent)).toBeChecked();
    await expect(section.getByRole('list', { name: a.cv })).toContainText('early-cv.pdf');

    // A keystroke after hydration re-renders every field: nothing typed earlier is written over.
    await page.getByLabel(a.phone).fill(INTERNSHIP.phone);
    await page.getByLabel(a.country).selectOption(INTERNSHIP.country);
    if (kind === 'internship') {
      await page.getByLabel(a.university).fill(INTERNSHIP.university);
      await page.getByLabel(a.fieldOfStudy).fill(INTERNSHIP.field_of_study);
      await page.getByLabel(a.periodStart).fill(INTERNSHIP.period_start);
      await page.getByLabel(a.periodEnd).fill(INTERNSHIP.period_end);
    }
    // Not sent: the suite's real submissions from one address already meet the server's limit of
    // ten per ten minutes by its end (applications.spec.ts and tenders.spec.ts send them); the
    // form's state is what this test is about, and a re-render shows it.
    await expect(page.getByLabel(a.fullName)).toHaveValue('Nadia Khoury');
    await expect(letter).toHaveValue('Typed before the form was ready.');
    await expect(page.getByLabel(a.consent)).toBeChecked();
    await expect(section.getByRole('list', { name: a.cv })).toContainText('early-cv.pdf');
    await expect(submit).toBeEnabled();
  });
}

test('a failed download of the form’s code keeps the page and what is typed, and says so', async ({
  page,
}) => {
  const a = en.Applications;
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (body.includes('motivation_letter_file')) return route.abort('internetdisconnected');
    return route.fulfill({ response });
  });
  await page.goto('/vacancies/1', { waitUntil: 'domcontentloaded' });
  const section = page.getByRole('region', { name: a.job.title });
  await page.getByLabel(a.fullName).pressSequentially('Nadia Khoury');

  // Not the locale's error screen: the form as it was, the text in it, and why it cannot be sent.
  await expect(section.getByRole('alert').filter({ hasText: a.errors.networkError })).toBeVisible();
  await expect(page.getByLabel(a.fullName)).toHaveValue('Nadia Khoury');
  await expect(section.getByRole('button', { name: a.submit })).toBeDisabled();
});
