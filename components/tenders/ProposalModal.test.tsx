import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { startResumableUpload, type ResumableOptions } from '@/lib/upload/browser/resumable';
import { sendUpload, type SendResult } from '@/lib/upload/browser/send';
import ProposalModal from './ProposalModal';

jest.mock('next/navigation', () => ({
  usePathname: () => '/tenders/1',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useParams: () => ({}),
}));
jest.mock('@/lib/upload/browser/send', () => ({ sendUpload: jest.fn() }));
const send = jest.mocked(sendUpload);

/**
 * The tus upload each chosen file starts (lib/upload/browser/resumable.ts). By default it fails
 * without a refusal, so the file goes in the body itself, as without JavaScript; a test that
 * `holds` the uploads drives each one's state and end itself.
 */
type Started = {
  file: File;
  options: ResumableOptions;
  finish: (url: string | null) => void;
  /** Puts it to waiting for the connection or the site, as the module does. */
  wait: () => void;
};
const started: Started[] = [];
let holds = false;
jest.mock('@/lib/upload/browser/resumable', () => ({
  newSubmissionId: () => 'submission000000000001',
  startResumableUpload: jest.fn(),
}));
const startUpload = jest.mocked(startResumableUpload);
beforeEach(() => {
  started.length = 0;
  holds = false;
  startUpload.mockReset();
  startUpload.mockImplementation((file, options) => {
    let finish: (url: string | null) => void = () => {};
    const done = new Promise<string | null>((resolve) => {
      finish = resolve;
    });
    let waiting = false;
    const toldWhenWaiting: (() => void)[] = [];
    const wait = () => {
      waiting = true;
      options.onState({ kind: 'waiting', fraction: 0.5 });
      for (const tell of toldWhenWaiting.splice(0)) tell();
    };
    started.push({ file, options, finish, wait });
    if (!holds) {
      options.onState({ kind: 'failed', message: null, refused: false });
      finish(null);
    }
    const settled = () =>
      waiting
        ? Promise.resolve('waiting' as const)
        : Promise.race([
            done.then((url) => ({ url })),
            new Promise<'waiting'>((resolve) => toldWhenWaiting.push(() => resolve('waiting'))),
          ]);
    return { done, settled, cancel: jest.fn(), stop: jest.fn() };
  });
});

const MB = 1024 * 1024;
const pdf = (name: string, size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]); // %PDF-1.7
  return new File([bytes], name, { type: 'application/pdf' });
};

function renderModal(locale: 'en' | 'ar' = 'en', onClose = jest.fn()) {
  const messages = locale === 'en' ? en : ar;
  render(
    <ProposalModal
      open
      onClose={onClose}
      tenderId="1"
      tenderTitle="Desalination study"
      locale={locale}
      messages={messages.Proposal}
    />,
  );
  return { onClose, t: messages.Proposal };
}

function fillIn(t: typeof en.Proposal) {
  fireEvent.change(screen.getByLabelText(t.companyName), { target: { value: 'Hydro Consult' } });
  fireEvent.change(screen.getByLabelText(t.contactPerson), { target: { value: 'Rania Haddad' } });
  fireEvent.change(screen.getByLabelText(t.email), { target: { value: 'rania@hydro.example' } });
  fireEvent.change(screen.getByLabelText(t.phone), { target: { value: '+962 6 555 0100' } });
  fireEvent.change(screen.getByLabelText(t.country), { target: { value: 'JO' } });
  fireEvent.change(screen.getByLabelText(t.proposedAmount), { target: { value: '125000' } });
  fireEvent.click(screen.getByLabelText(t.consent));
}

async function attach(t: typeof en.Proposal, ...files: File[]) {
  fireEvent.change(screen.getByLabelText(t.files), { target: { files } });
  await screen.findByText(files[files.length - 1]!.name);
}

const form = () => screen.getByRole('dialog', { name: en.Proposal.title });

beforeEach(() => send.mockReset());

describe('ProposalModal', () => {
  it('is a modal dialog labelled by its title, with a visible label on every field', () => {
    const { t } = renderModal();
    const dialog = form();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Tender: Desalination study');
    for (const label of [
      t.companyName,
      t.contactPerson,
      t.email,
      t.phone,
      t.country,
      t.proposedAmount,
      t.currency,
      t.files,
      t.consent,
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(t.currency)).toHaveValue('USD');
    expect(
      within(screen.getByLabelText(t.currency))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['USD', 'JOD', 'EGP', 'EUR']);
    expect(screen.getByLabelText(t.files)).toHaveAttribute(
      'accept',
      expect.stringContaining('.pdf,.doc,.docx'),
    );
    expect(screen.getByLabelText(t.files)).toHaveAttribute('multiple');
    expect(screen.getByLabelText(t.companyName)).toHaveFocus();
  });

  it('names countries in the reader’s language', () => {
    const { t } = renderModal('ar');
    expect(
      within(screen.getByLabelText(t.country)).getByRole('option', { name: 'الأردن' }),
    ).toHaveValue('JO');
  });

  it('announces the required-fields message on an empty submit and links each field to its error', async () => {
    const { t } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Please fill all required fields and attach at least one file.',
      ),
    );
    const company = screen.getByLabelText(t.companyName);
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription(t.fieldRequired);
    expect(screen.getByLabelText(t.files)).toHaveAccessibleDescription(
      `${t.filesHint} ${t.fieldRequired}`,
    );
    await waitFor(() => expect(company).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
  });

  it('says it in Arabic for an Arabic reader', async () => {
    const { t } = renderModal('ar');
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(ar.Proposal.errors.required),
    );
  });

  it('lists attached files with name and size, removes them, and names a file over 10MB at once', async () => {
    const { t } = renderModal();
    await attach(t, pdf('offer.pdf', 2048), pdf('annex.pdf', 11 * MB));
    const list = screen.getByRole('list', { name: t.attached });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('offer.pdf');
    expect(list).toHaveTextContent('2 kB');
    expect(list).toHaveTextContent('11 MB');
    expect(await screen.findByText('File "annex.pdf" is larger than 10MB.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove annex.pdf' }));
    await waitFor(() => expect(list).not.toHaveTextContent('annex.pdf'));
    await waitFor(() =>
      expect(screen.queryByText('File "annex.pdf" is larger than 10MB.')).not.toBeInTheDocument(),
    );
  });

  it('shows Submitting... and the upload progress, then the success dialog with a reset form', async () => {
    let finish: (result: SendResult) => void = () => {};
    send.mockImplementation(
      ({ onProgress }) =>
        new Promise((resolve) => {
          onProgress?.(0.4);
          finish = resolve;
        }),
    );
    const { t } = renderModal();
    fillIn(t);
    await attach(t, pdf('offer.pdf'));
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    const busy = await screen.findByRole('button', { name: t.submitting });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: t.cancel })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: t.progressLabel })).toHaveAttribute(
        'value',
        '0.4',
      ),
    );
    expect(screen.getByText('Uploading: 40%')).toBeInTheDocument();

    const sent = send.mock.calls[0]![0];
    expect(sent.url).toBe('/api/tenders/1/apply');
    expect(sent.locale).toBe('en');
    expect(sent.form.get('company_name')).toBe('Hydro Consult');
    expect(sent.form.get('consent')).toBe('1');
    expect((sent.form.get('proposal_file[0]') as File).name).toBe('offer.pdf');

    await act(async () => finish({ kind: 'ok', receipt: 'abc-123' }));
    const success = await screen.findByRole('dialog', { name: t.successTitle });
    expect(success).toHaveTextContent('Your reference number: abc-123');
    expect(within(success).getByRole('link', { name: t.moreTenders })).toHaveAttribute(
      'href',
      '/tenders',
    );
    expect(within(success).getByRole('button', { name: t.ok })).toBeInTheDocument();
    expect(screen.getByLabelText(t.companyName)).toHaveValue('');
    expect(screen.queryByText('offer.pdf')).not.toBeInTheDocument();
  });

  it('keeps everything typed and attached when the submission fails', async () => {
    send.mockResolvedValue({ kind: 'refused', status: 502, message: null });
    const { t } = renderModal();
    fillIn(t);
    await attach(t, pdf('offer.pdf'));
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Submission failed. Please try again.'),
    );
    expect(form()).toBeVisible();
    expect(screen.getByLabelText(t.companyName)).toHaveValue('Hydro Consult');
    expect(screen.getByLabelText(t.proposedAmount)).toHaveValue('125000');
    expect(screen.getByLabelText(t.consent)).toBeChecked();
    expect(screen.getByText('offer.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.submit })).toBeEnabled();
  });

  it('says "Network error. Please try again." when no answer comes, and shows a handler’s own message', async () => {
    send.mockResolvedValueOnce({ kind: 'network' });
    const { t } = renderModal();
    fillIn(t);
    await attach(t, pdf('offer.pdf'));
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Network error. Please try again.'),
    );
    send.mockResolvedValueOnce({ kind: 'refused', status: 409, message: 'This tender is closed' });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This tender is closed'),
    );
  });

  it('asks to close on Cancel, the close button, Escape and a click on the overlay', () => {
    const { t, onClose } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: t.cancel }));
    fireEvent.click(screen.getByRole('button', { name: t.close }));
    fireEvent(form(), new Event('cancel', { cancelable: true }));
    fireEvent.pointerDown(form());
    fireEvent.click(form());
    expect(onClose).toHaveBeenCalledTimes(4);
    // A press inside that ends on the overlay (selecting text) does not close it.
    fireEvent.pointerDown(screen.getByLabelText(t.companyName));
    fireEvent.click(form());
    expect(onClose).toHaveBeenCalledTimes(4);
  });

  it('uploads each chosen file at once with its own state, then names it by its address', async () => {
    holds = true;
    send.mockResolvedValue({ kind: 'ok', receipt: 'r-1' });
    const { t } = renderModal();
    fillIn(t);
    await attach(t, pdf('offer.pdf'), pdf('annex.pdf'));
    expect(started.map((s) => [s.file.name, s.options.form])).toEqual([
      ['offer.pdf', 'tender'],
      ['annex.pdf', 'tender'],
    ]);
    // One submission id for the form's files, so the server bounds their total.
    expect(started[0]!.options.submission).toBe(started[1]!.options.submission);
    act(() => started[0]!.options.onState({ kind: 'uploading', fraction: 0.25 }));
    act(() => started[1]!.options.onState({ kind: 'waiting', fraction: 0.5 }));
    const list = screen.getByRole('list', { name: t.attached });
    expect(within(list).getByText('Uploading: 25%')).toBeInTheDocument();
    expect(within(list).getByText('Waiting for the connection…')).toBeInTheDocument();
    // The connection back, it goes on.
    act(() => started[1]!.options.onState({ kind: 'uploading', fraction: 0.6 }));

    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    act(() => {
      started[0]!.options.onState({ kind: 'done', url: '/api/uploads/a' });
      started[0]!.finish('/api/uploads/a');
    });
    expect(send).not.toHaveBeenCalled(); // the second file is still on its way
    await act(async () => {
      started[1]!.options.onState({ kind: 'done', url: '/api/uploads/b' });
      started[1]!.finish('/api/uploads/b');
    });
    await waitFor(() => expect(send).toHaveBeenCalled());
    const sent = send.mock.calls[0]![0].form;
    expect(sent.get('proposal_file[0]')).toBe('/api/uploads/a');
    expect(sent.get('proposal_file[1]')).toBe('/api/uploads/b');
  });

  it('does not wait out a file waiting for the connection or the site: it goes in the body', async () => {
    holds = true;
    send.mockResolvedValue({
      kind: 'refused',
      status: 503,
      message: 'The site is unavailable for a moment; please try again shortly.',
    });
    const { t } = renderModal();
    fillIn(t);
    await attach(t, pdf('offer.pdf'), pdf('annex.pdf'));
    act(() => started[0]!.options.onState({ kind: 'uploading', fraction: 0.25 }));
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    act(() => {
      started[0]!.options.onState({ kind: 'done', url: '/api/uploads/a' });
      started[0]!.finish('/api/uploads/a');
    });
    expect(send).not.toHaveBeenCalled(); // the second file is on its way: waited for
    // The site stops answering: the second file waits for it, and the submit no longer does.
    await act(async () => started[1]!.wait());
    await waitFor(() => expect(send).toHaveBeenCalled());
    const sent = send.mock.calls[0]![0].form;
    expect(sent.get('proposal_file[0]')).toBe('/api/uploads/a');
    expect(sent.get('proposal_file[1]')).toBeInstanceOf(File);
    // A 503 is said in the form's own words.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t.errors.unavailable));
    expect(screen.getByLabelText(t.companyName)).toHaveValue('Hydro Consult');
  });

  it('shows a file’s refusal and sends nothing', async () => {
    holds = true;
    const { t } = renderModal();
    fillIn(t);
    await attach(t, pdf('offer.pdf'));
    const refusal = 'File "offer.pdf" is not a PDF or Word document (pdf, doc, docx).';
    act(() => started[0]!.options.onState({ kind: 'failed', message: refusal, refused: true }));
    act(() => started[0]!.finish(null));
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal));
    expect(send).not.toHaveBeenCalled();
  });
});
