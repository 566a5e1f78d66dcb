/** @jest-environment node */
// POST /api/tenders/{id}/apply: the tender must exist and be open, and the form's rules are
// checked again on the server, in the language the request names.
import ar from '@/messages/ar.json';
import type { Locale } from '@/lib/i18n/locales';
import { exeBytes, file, pdfBytes } from '@/lib/upload/__fixtures__/documents';
import { quietErrorLog } from '@/lib/upload/__fixtures__/error-log';
import { MAX_FILE_BYTES } from './constants';
import { answer, post, proposal, setup, tender } from './__fixtures__/apply';

quietErrorLog();

describe('POST /api/tenders/{id}/apply', () => {
  it('answers 404 for an unknown tender and 409 for a closed one, storing nothing', async () => {
    const deps = setup({
      getTender: jest.fn(async (_locale: Locale, id: string) =>
        id === 'expired'
          ? tender({ id, isExpired: true })
          : id === 'past'
            ? tender({ id, deadline: '2026-04-30' })
            : null,
      ),
    });
    await expect(answer(post(proposal(), { id: '999' }), deps)).resolves.toEqual({
      status: 404,
      body: { success: false, message: 'Tender not found' },
    });
    await expect(answer(post(proposal(), { id: '../../etc' }), deps)).resolves.toMatchObject({
      status: 404,
    });
    for (const id of ['expired', 'past']) {
      await expect(answer(post(proposal(), { id }), deps)).resolves.toEqual({
        status: 409,
        body: { success: false, message: 'This tender is closed' },
      });
    }
    expect(deps.applyToTender).not.toHaveBeenCalled();
  });

  it('repeats the form rules: 422 for missing or wrong fields, 413 and 415 for files', async () => {
    const deps = setup();
    await expect(answer(post(proposal({ company_name: '' })), deps)).resolves.toEqual({
      status: 422,
      body: {
        success: false,
        message: 'Please fill all required fields and attach at least one file.',
      },
    });
    await expect(answer(post(proposal({ proposal_file: [] })), deps)).resolves.toMatchObject({
      status: 422,
    });
    await expect(answer(post(proposal({ consent: '0' })), deps)).resolves.toMatchObject({
      status: 422,
    });
    await expect(answer(post(proposal({ email: 'nope' })), deps)).resolves.toEqual({
      status: 422,
      body: { success: false, message: 'Please enter a valid email address.' },
    });
    await expect(answer(post(proposal({ proposed_amount: 'a lot' })), deps)).resolves.toMatchObject(
      {
        status: 422,
      },
    );
    await expect(answer(post(proposal({ currency: 'GBP' })), deps)).resolves.toMatchObject({
      status: 422,
    });
    const big = new File([pdfBytes(), new Uint8Array(MAX_FILE_BYTES)], 'big.pdf');
    await expect(answer(post(proposal({ proposal_file: [big] })), deps)).resolves.toEqual({
      status: 413,
      body: { success: false, message: 'File "big.pdf" is larger than 10MB.' },
    });
    const renamed = file(exeBytes(), 'offer.pdf', 'application/pdf');
    await expect(answer(post(proposal({ proposal_file: [renamed] })), deps)).resolves.toEqual({
      status: 415,
      body: {
        success: false,
        message: 'File "offer.pdf" is not a PDF or Word document (pdf, doc, docx).',
      },
    });
    expect(deps.applyToTender).not.toHaveBeenCalled();
  });

  it('answers in the language the request names', async () => {
    const result = await answer(post(proposal({ company_name: '' }), { headers: { lang: 'ar' } }));
    expect(result.body.message).toBe(ar.Proposal.errors.required);
    const unknown = await answer(post(proposal(), { id: '2', headers: { lang: 'ar' } }));
    expect(unknown.body.message).toBe(ar.Tenders.notFound);
  });
});
