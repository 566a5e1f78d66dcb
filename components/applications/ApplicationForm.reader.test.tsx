import { render, screen, within } from '@testing-library/react';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import {
  announced,
  heardInEnglish,
  holdSending,
  holdUploads,
  inSteps,
  pdf,
  startReader,
  stopReader,
  uploadInSteps,
  visitor,
  type HeldUpload,
} from '@/components/forms/virtual-reader';
import { createTranslate } from '@/lib/i18n/translate';
import ApplicationForm from './ApplicationForm';
import ApplicationSection from './ApplicationSection';

/**
 * The internship application heard through a virtual screen reader, in English and Arabic: reach
 * the form, submit it empty, fix a field, upload the CV, submit. What the reader says at each step
 * is the test (docs/accessibility.md#what-a-reader-hears).
 */

jest.mock('next/navigation', () => ({
  usePathname: () => '/internship',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useParams: () => ({}),
}));
jest.mock('@/lib/upload/browser/send', () => ({ sendUpload: jest.fn() }));
jest.mock('@/lib/upload/browser/resumable', () => ({
  newSubmissionId: () => 'submission000000000001',
  startResumableUpload: jest.fn(),
}));

// The reader re-reads every node of the page at every step: three countries rather than the
// whole list (lib/upload/country-choice.test.ts checks it), or a journey takes minutes.
jest.mock('@/lib/upload/countries', () => {
  const actual = jest.requireActual('@/lib/upload/countries');
  return {
    ...actual,
    countryOptions: (intl: string) =>
      actual
        .countryOptions(intl)
        .filter(({ code }: { code: string }) => ['EG', 'JO', 'MA'].includes(code)),
  };
});

jest.setTimeout(600_000);

let held: HeldUpload[] = [];
let sending: ReturnType<typeof holdSending>;
beforeEach(() => {
  held = holdUploads();
  sending = holdSending();
});
afterEach(() => stopReader());

describe.each([
  ['en', en],
  ['ar', ar],
] as const)('the internship application heard by a screen reader (%s)', (locale, messages) => {
  const a = messages.Applications;
  const t = createTranslate(locale, 'Applications', a);

  it('says what is wrong, where to act, how the upload goes and the receipt, in the page’s language', async () => {
    render(
      <main>
        <h1>Internships</h1>
        <ApplicationSection title={a.internship.title} intro={a.internship.intro}>
          <ApplicationForm kind="internship" locale={locale} messages={a} />
        </ApplicationSection>
      </main>,
    );
    const { step, transcript } = await startReader(locale);
    const form = screen.getByRole('region', { name: a.internship.title });
    const field = (label: string) => within(form).getByLabelText(label, { exact: true });
    const submit = within(form).getByRole('button', { name: a.submit });

    // Reach the form: its first field is named and says it is required.
    expect(await step(() => visitor.moveTo(field(a.fullName)))).toEqual([
      `textbox, ${a.fullName}, required`,
    ]);

    // Submit empty: the reader is taken to the first field to fix and hears its error, then the
    // summary (the two rules the empty form breaks), once.
    await step(() => visitor.moveTo(submit));
    expect(await step(visitor.activate)).toEqual([
      `textbox, ${a.fullName}, ${a.fieldRequired}, invalid, required`,
      // The virtual reader joins the summary's list items without a pause; a real one pauses.
      `assertive: ${a.errors.required}${a.errors.letterRequired}`,
    ]);
    expect(field(a.fullName)).toHaveFocus();

    // Fix: the field is no longer invalid, and nothing interrupts the typing.
    expect(await step(() => visitor.type('Omar'))).toEqual([
      `textbox, ${a.fullName}, Omar, required`,
    ]);
    await step(() => visitor.moveTo(field(a.email)));
    expect(announced(await step(() => visitor.type('o@x.jo')))).toEqual([]);

    // Upload the CV: said at its quarters and its end, not every percent.
    const cv = field(a.cv);
    await step(() => visitor.moveTo(cv));
    await step(() => visitor.attach(cv, [pdf('cv.pdf')]));
    expect(announced(await step(() => uploadInSteps(held[0]!, '/api/uploads/cv')))).toEqual([
      `polite: ${t('fileProgress', { name: 'cv.pdf', progress: 0.25 })}`,
      `polite: ${t('fileProgress', { name: 'cv.pdf', progress: 0.5 })}`,
      `polite: ${t('fileProgress', { name: 'cv.pdf', progress: 0.75 })}`,
      `polite: ${t('fileDone', { name: 'cv.pdf' })}`,
    ]);

    // The rest of the form, then Submit: the sending is said at its quarters.
    await step(() =>
      visitor.fill([
        [field(a.phone), '+962 6 555 0100'],
        [field(a.country), 'JO'],
        [field(a.university), 'University of Jordan'],
        [field(a.fieldOfStudy), 'Water engineering'],
        [field(a.periodStart), '2027-01'],
        [field(a.periodEnd), '2027-04'],
        [field(a.motivationLetter), 'I study desalination.'],
      ]),
    );
    await step(() => visitor.moveTo(field(a.consent)));
    await step(visitor.activate);
    await step(() => visitor.moveTo(submit));
    await step(visitor.activate);
    expect(announced(await step(() => inSteps(sending.progress)))).toEqual([
      `polite: ${t('progress', { progress: 0.25 })}`,
      `polite: ${t('progress', { progress: 0.5 })}`,
      `polite: ${t('progress', { progress: 0.75 })}`,
    ]);

    // The receipt replaces the form and takes the focus, with the reference number.
    expect(await step(() => sending.answer({ kind: 'ok', receipt: 'int-42' }))).toEqual([
      `heading, ${a.successTitle}, ${a.successText} ${t('receipt', { receipt: 'int-42' })}, level 3`,
    ]);
    expect(screen.getByRole('heading', { name: a.successTitle })).toHaveFocus();

    // Nothing the reader said of the site in Arabic was English.
    if (locale !== 'en') expect(heardInEnglish(transcript, en.Applications)).toEqual([]);
  });
});
