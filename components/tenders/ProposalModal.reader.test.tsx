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
import ProposalLauncher from './ProposalLauncher';

/**
 * The proposal journey heard through a virtual screen reader, in English and Arabic: open the
 * form, submit it empty, fix a field, upload a file, submit. What the reader says at each step is
 * the test (docs/accessibility.md#what-a-reader-hears).
 */

jest.mock('next/navigation', () => ({
  usePathname: () => '/tenders/1',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useParams: () => ({}),
}));
// The form's strings come with its code (ProposalLauncher): here, straight from messages/.
jest.mock('@/lib/fetch-once', () => ({
  fetchJsonOnce: jest.fn(async (url: string) => {
    const locale = /proposal\.(\w+)\.json/.exec(url)![1];
    return { Proposal: jest.requireActual(`@/messages/${locale}.json`).Proposal };
  }),
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
] as const)('the proposal form heard by a screen reader (%s)', (locale, messages) => {
  const p = messages.Proposal;
  const t = createTranslate(locale, 'Proposal', p);

  it('says what is wrong, where to act, how the upload goes and the receipt, in the page’s language', async () => {
    render(
      <main>
        <h1>Desalination study</h1>
        <ProposalLauncher
          tenderId="1"
          tenderTitle="Desalination study"
          locale={locale}
          label={p.open}
        />
      </main>,
    );
    const { step, transcript } = await startReader(locale);

    // Open: the dialog is named and described, and the reader lands on its first field.
    await step(() => visitor.moveTo(screen.getByRole('button', { name: p.open })));
    expect(await step(visitor.activate)).toEqual([
      `dialog, ${p.title}, ${t('forTender', { title: 'Desalination study' })}, modal`,
      `textbox, ${p.companyName}, required`,
    ]);
    const dialog = screen.getByRole('dialog', { name: p.title });
    const submit = within(dialog).getByRole('button', { name: p.submit });
    const company = within(dialog).getByLabelText(p.companyName);

    // Submit empty: the reader is taken to the first field to fix, hears its error, then the
    // summary, once; the file field's "required" is not said again on its own.
    await step(() => visitor.moveTo(submit));
    expect(await step(visitor.activate)).toEqual([
      `textbox, ${p.companyName}, ${p.fieldRequired}, invalid, required`,
      `assertive: ${p.errors.required}`,
    ]);
    expect(company).toHaveFocus();

    // Fix: the field is no longer invalid, and nothing interrupts the typing.
    expect(await step(() => visitor.type('Hydro'))).toEqual([
      `textbox, ${p.companyName}, Hydro, required`,
    ]);
    await step(() => visitor.moveTo(within(dialog).getByLabelText(p.email)));
    expect(announced(await step(() => visitor.type('r@h.jo')))).toEqual([]);

    // Upload: a file too large is said once, naming it; a good one at its quarters and its end.
    const files = within(dialog).getByLabelText(p.files);
    await step(() => visitor.moveTo(files));
    expect(
      announced(await step(() => visitor.attach(files, [pdf('annex.pdf', 11 * 1024 * 1024)]))),
    ).toEqual([`polite: ${t('errors.fileTooLarge', { name: 'annex.pdf' })}`]);
    await step(() =>
      visitor.moveTo(
        within(dialog).getByRole('button', { name: t('removeFile', { name: 'annex.pdf' }) }),
      ),
    );
    await step(visitor.activate);
    await step(() => visitor.attach(files, [pdf('offer.pdf')]));
    const upload = held.find((started) => started.file.name === 'offer.pdf')!;
    expect(announced(await step(() => uploadInSteps(upload, '/api/uploads/a')))).toEqual([
      `polite: ${t('fileProgress', { name: 'offer.pdf', progress: 0.25 })}`,
      `polite: ${t('fileProgress', { name: 'offer.pdf', progress: 0.5 })}`,
      `polite: ${t('fileProgress', { name: 'offer.pdf', progress: 0.75 })}`,
      `polite: ${t('fileDone', { name: 'offer.pdf' })}`,
    ]);

    // The rest of the form, then Submit: the sending is said at its quarters, not every percent.
    await step(() =>
      visitor.fill([
        [within(dialog).getByLabelText(p.contactPerson), 'Rania Haddad'],
        [within(dialog).getByLabelText(p.phone), '+962 6 555 0100'],
        [within(dialog).getByLabelText(p.country), 'JO'],
        [within(dialog).getByLabelText(p.proposedAmount), '125000'],
      ]),
    );
    await step(() => visitor.moveTo(within(dialog).getByLabelText(p.consent)));
    await step(visitor.activate);
    await step(() => visitor.moveTo(submit));
    await step(visitor.activate);
    const progress = await step(() => inSteps(sending.progress));
    expect(announced(progress)).toEqual([
      `polite: ${t('progress', { progress: 0.25 })}`,
      `polite: ${t('progress', { progress: 0.5 })}`,
      `polite: ${t('progress', { progress: 0.75 })}`,
    ]);

    // The receipt: its dialog says the reference number, and the reader is on OK.
    expect(await step(() => sending.answer({ kind: 'ok', receipt: 'abc-123' }))).toEqual([
      `dialog, ${p.successTitle}, ${p.successText} ${t('receipt', { receipt: 'abc-123' })}, modal`,
      `button, ${p.ok}`,
    ]);
    expect(screen.getByRole('button', { name: p.ok })).toHaveFocus();

    // Nothing the reader said of the site in Arabic was English.
    if (locale !== 'en') expect(heardInEnglish(transcript, en.Proposal)).toEqual([]);
  });
});
