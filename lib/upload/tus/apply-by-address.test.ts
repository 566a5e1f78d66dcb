/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import en from '@/messages/en.json';
import type { Messages } from '@/lib/i18n/messages';
import { answer, post, proposal, setup, SITE } from '@/lib/proposal/__fixtures__/apply';
import type { ApplyDeps } from '@/lib/proposal/apply';
import { ProviderError } from '@/lib/provider';
import type { SubmissionReceipt } from '@/lib/provider/types';
import { file, pdfBytes } from '../__fixtures__/documents';
import { freshFolders } from '../__fixtures__/tus';
import { createUploadEndpoint } from './endpoint';
import { createUploadResolver } from './resolve';

const folder = freshFolders('tus-apply-');
let directory: string;
beforeEach(() => {
  directory = folder();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const free = { take: async () => 0 };
const endpoint = () =>
  createUploadEndpoint({
    messages: async () => en as Messages,
    siteUrl: () => SITE,
    now: Date.now,
    storageFull: async () => false,
    trustedProxyHops: () => 0,
    directory,
    creations: free,
    bytes: free,
  });

const b64 = (text: string) => Buffer.from(text).toString('base64');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Uploads `bytes` by tus, `sent` of them (all by default); returns the upload's address. */
async function upload(
  bytes: Uint8Array,
  { form = 'tender', name = 'offer.pdf', sent = bytes.length } = {},
) {
  const tus = endpoint();
  const created = await tus.handle(
    new Request(`${SITE}/api/uploads`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        Origin: SITE,
        'Upload-Length': String(bytes.length),
        'Upload-Metadata': `form ${b64(form)},filename ${b64(name)},submission ${b64('submission0000000001')}`,
      },
    }),
  );
  const location = created.headers.get('location')!;
  const written = await tus.handle(
    new Request(`${SITE}${location}`, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        Origin: SITE,
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: bytes.subarray(0, sent),
      duplex: 'half',
    } as RequestInit),
  );
  expect(written.status).toBe(204);
  return location;
}

function withUploads() {
  const applyToTender = jest
    .fn<Promise<SubmissionReceipt>, Parameters<ApplyDeps['applyToTender']>>()
    .mockResolvedValue({ receiptId: 'receipt-1' });
  return { ...setup(), applyToTender, uploads: createUploadResolver(() => directory) };
}
const kept = () => readdirSync(directory).filter((name) => name.endsWith('.json'));

describe('a proposal that names its files by their upload address', () => {
  it('is sent on as if the files were attached: same bytes, the chosen name; the upload is then removed', async () => {
    const bytes = pdfBytes(4000);
    const location = await upload(bytes);
    const deps = withUploads();
    // What the provider received, read while it receives it (the upload is removed afterwards).
    let received = '';
    deps.applyToTender.mockImplementation(async (...[, , form]) => {
      received = sha256(new Uint8Array(await (form.get('proposal_file[0]') as File).arrayBuffer()));
      return { receiptId: 'receipt-1' };
    });
    const result = await answer(
      post(proposal({ proposal_file: [], 'proposal_file[0]': location })),
      deps,
    );
    expect(result).toMatchObject({ status: 200, body: { success: true, receipt: 'receipt-1' } });
    const sent = deps.applyToTender.mock.calls[0]![2].get('proposal_file[0]') as File;
    expect(sent.name).toBe('offer.pdf');
    expect(sent.type).toBe('application/pdf');
    expect(received).toBe(sha256(bytes));
    expect(kept()).toHaveLength(0);
  });

  it('takes an address on the site’s own origin, beside a file attached as a part', async () => {
    const location = await upload(pdfBytes(2000), { name: 'annex.pdf' });
    const deps = withUploads();
    const form = proposal({ proposal_file: [file(pdfBytes(), 'offer.pdf')] });
    form.append('proposal_file[1]', `${SITE}${location}`);
    const result = await answer(post(form), deps);
    expect(result.status).toBe(200);
    const sent = deps.applyToTender.mock.calls[0]![2];
    expect((sent.get('proposal_file[0]') as File).name).toBe('offer.pdf');
    expect((sent.get('proposal_file[1]') as File).name).toBe('annex.pdf');
  });

  it('refuses an unfinished upload (422) and keeps it, so it can resume', async () => {
    const location = await upload(pdfBytes(4000), { sent: 1000 });
    const deps = withUploads();
    const result = await answer(
      post(proposal({ proposal_file: [], 'proposal_file[0]': location })),
      deps,
    );
    expect(result).toEqual({
      status: 422,
      body: { success: false, message: en.Uploads.errors.notFinished },
    });
    expect(deps.applyToTender).not.toHaveBeenCalled();
    expect(kept()).toHaveLength(1);
  });

  it('refuses an upload made for another form, an unknown one and one on another site', async () => {
    const vacancy = await upload(pdfBytes(1000), { form: 'vacancy' });
    const tender = await upload(pdfBytes(1000));
    for (const address of [
      vacancy,
      '/api/uploads/submission0000000001-00000000000000000000000000000000',
      `https://elsewhere.example${tender}`,
      '/api/uploads/../../etc/passwd',
    ]) {
      const deps = withUploads();
      const result = await answer(
        post(proposal({ proposal_file: [], 'proposal_file[0]': address })),
        deps,
      );
      expect([address, result.status, result.body.message]).toEqual([
        address,
        422,
        en.Uploads.errors.notFound,
      ]);
      expect(deps.applyToTender).not.toHaveBeenCalled();
    }
  });

  it('checks the uploaded file like an attached one: its type from its bytes', async () => {
    // Started like a PDF, so kept by the endpoint; then renamed by the visitor's own client.
    const location = await upload(pdfBytes(1000), { name: 'offer.exe' });
    const deps = withUploads();
    const result = await answer(
      post(proposal({ proposal_file: [], 'proposal_file[0]': location })),
      deps,
    );
    expect(result.status).toBe(200);
    expect((deps.applyToTender.mock.calls[0]![2].get('proposal_file[0]') as File).name).toBe(
      'offer.pdf',
    );
  });

  it('keeps the uploads when the provider fails, so the visitor can send again', async () => {
    const location = await upload(pdfBytes(1000));
    const deps = withUploads();
    deps.applyToTender.mockRejectedValue(
      new ProviderError('http', '/tenders/1/apply', 'down', 503),
    );
    const result = await answer(
      post(proposal({ proposal_file: [], 'proposal_file[0]': location })),
      deps,
    );
    expect(result.status).toBe(502);
    expect(kept()).toHaveLength(1);
  });
});
