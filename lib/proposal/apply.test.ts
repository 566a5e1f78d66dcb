/** @jest-environment node */
// POST /api/tenders/{id}/apply with a valid proposal: what is forwarded and how the provider's
// answers are passed on. Refusals are in apply-refusals.test.ts, the tender and form rules in
// apply-validation.test.ts.
import en from '@/messages/en.json';
import type { Messages } from '@/lib/i18n/messages';
import { ProviderError } from '@/lib/provider';
import type { SubmissionReceipt } from '@/lib/provider/types';
import { docxBytes, file, pdfBytes } from '@/lib/upload/__fixtures__/documents';
import { quietErrorLog } from '@/lib/upload/__fixtures__/error-log';
import { requestLocale, type ApplyDeps } from './apply';
import { answer, post, proposal, setup } from './__fixtures__/apply';

const errorLog = quietErrorLog();

describe('POST /api/tenders/{id}/apply', () => {
  it('forwards exactly the spec fields to the provider and answers 200', async () => {
    // The uploaded files live in temporary files only while the submission is forwarded.
    let firstBytes: Uint8Array | null = null;
    const applyToTender = jest
      .fn<Promise<SubmissionReceipt>, Parameters<ApplyDeps['applyToTender']>>()
      .mockImplementation(async (_locale, _id, form) => {
        firstBytes = new Uint8Array(await (form.get('proposal_file[0]') as File).arrayBuffer());
        return { receiptId: 'receipt-1' };
      });
    const deps = setup({ applyToTender });
    const result = await answer(
      post(
        proposal({
          proposal_file: [
            file(pdfBytes(), 'C:\\Users\\rania\\offer.pdf', 'application/octet-stream'),
            file(docxBytes(), 'annex.docx'),
          ],
          extra_field: 'never forwarded',
        }),
      ),
      deps,
    );
    expect(result).toEqual({ status: 200, body: { success: true, receipt: 'receipt-1' } });
    expect(applyToTender).toHaveBeenCalledTimes(1);
    const [locale, id, form] = applyToTender.mock.calls[0]!;
    expect([locale, id]).toEqual(['en', '1']);
    expect([...form.keys()]).toEqual([
      'tender_id',
      'company_name',
      'contact_person',
      'email',
      'phone',
      'country',
      'proposal_file[0]',
      'proposal_file[1]',
      'proposed_amount',
      'currency',
      'consent',
    ]);
    expect(form.get('tender_id')).toBe('1');
    expect(form.get('consent')).toBe('1');
    expect(form.get('proposed_amount')).toBe('125000');
    const first = form.get('proposal_file[0]') as File;
    // The path is dropped and the type comes from the content, not from the browser.
    expect([first.name, first.type]).toEqual(['offer.pdf', 'application/pdf']);
    const second = form.get('proposal_file[1]') as File;
    expect(second.type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(firstBytes).toEqual(pdfBytes());
  });

  it('answers 502 with "Submission failed. Please try again." when the provider fails', async () => {
    for (const error of [
      new ProviderError('http', '/tenders/1/apply', 'Provider answered HTTP 500', 500),
      new ProviderError('unsuccessful', '/tenders/1/apply', 'Submission failed'),
      new ProviderError('network', '/tenders/1/apply', 'Provider unreachable'),
    ]) {
      const deps = setup({ applyToTender: jest.fn().mockRejectedValue(error) });
      await expect(answer(post(proposal()), deps)).resolves.toEqual({
        status: 502,
        body: { success: false, message: 'Submission failed. Please try again.' },
      });
    }
    expect(errorLog()).toHaveBeenCalled();
  });

  it('answers 504 when the provider does not answer in time', async () => {
    const deps = setup({
      applyToTender: jest
        .fn()
        .mockRejectedValue(new ProviderError('timeout', '/tenders/1/apply', 'too slow')),
    });
    await expect(answer(post(proposal()), deps)).resolves.toEqual({
      status: 504,
      body: { success: false, message: 'Submission failed. Please try again.' },
    });
  });

  it('answers 502 when the tender cannot be read', async () => {
    const deps = setup({
      getTender: jest.fn().mockRejectedValue(new ProviderError('network', '/tenders/1', 'down')),
    });
    const result = await answer(post(proposal()), deps);
    expect(result.status).toBe(502);
    expect(deps.applyToTender).not.toHaveBeenCalled();
  });

  it('maps the provider refusing a closed or vanished tender to 409 and 404', async () => {
    const closed = setup({
      applyToTender: jest
        .fn()
        .mockRejectedValue(new ProviderError('http', '/tenders/1/apply', 'HTTP 409', 409)),
    });
    expect((await answer(post(proposal()), closed)).status).toBe(409);
    const gone = setup({
      applyToTender: jest
        .fn()
        .mockRejectedValue(new ProviderError('not-found', '/tenders/1/apply', 'Not found', 404)),
    });
    expect((await answer(post(proposal()), gone)).status).toBe(404);
  });

  it('never leaks an unexpected error: 500 with a plain message', async () => {
    const deps = setup({
      messages: async () => en as Messages,
      siteUrl: () => {
        throw new TypeError('boom at line 12');
      },
    });
    const result = await answer(post(proposal()), deps);
    expect(result).toEqual({
      status: 500,
      body: { success: false, message: 'Submission failed. Please try again.' },
    });
  });
});

describe('requestLocale', () => {
  it('reads the lang header first, then Accept-Language, else English', () => {
    expect(requestLocale(new Headers({ lang: 'fa', 'accept-language': 'fr' }))).toBe('fa');
    expect(requestLocale(new Headers({ 'accept-language': 'de-DE,ar;q=0.8' }))).toBe('ar');
    expect(requestLocale(new Headers({ 'accept-language': 'fr-FR' }))).toBe('fr');
    expect(requestLocale(new Headers({ lang: 'xx' }))).toBe('en');
  });
});
