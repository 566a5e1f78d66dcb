/** @jest-environment node */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyForInternship, applyForJob, applyToTender } from './submit';

const realFetch = global.fetch;

afterEach(() => {
  global.fetch = realFetch;
  delete process.env.PROVIDER_API_URL;
  delete process.env.PROVIDER_TIMEOUT_MS;
});

/** A remote provider that answers each submission with `respond`, noting what it was sent. */
function provider(respond: (signal: AbortSignal) => Promise<Response>) {
  process.env.PROVIDER_API_URL = 'https://cms.example.org/api';
  const sent: { url: string; init: RequestInit }[] = [];
  global.fetch = (async (input: URL, init: RequestInit) => {
    sent.push({ url: String(input), init });
    return respond(init.signal!);
  }) as typeof fetch;
  return sent;
}

const form = () => {
  const data = new FormData();
  data.set('name', 'Rania');
  return data;
};

describe('a submission to the provider', () => {
  it('posts the form as it is to the call of its kind, in the reader’s language', async () => {
    const sent = provider(async () =>
      Response.json({ success: true, data: { receipt_id: 'R-1' } }),
    );
    const proposal = form();
    await expect(applyToTender('ar', '12/x', proposal)).resolves.toEqual({ receiptId: 'R-1' });
    await applyForJob('fr', form());
    await applyForInternship('fa', form());
    expect(sent.map(({ url, init }) => [init.method, url])).toEqual([
      ['POST', 'https://cms.example.org/api/tenders/12%2Fx/apply'],
      ['POST', 'https://cms.example.org/api/job-applications'],
      ['POST', 'https://cms.example.org/api/internship-applications'],
    ]);
    expect(sent[0]!.init.body).toBe(proposal);
    expect(sent[0]!.init.headers).toMatchObject({ 'Accept-Language': 'ar' });
  });

  it('waits for a large upload longer than for a read', async () => {
    process.env.PROVIDER_TIMEOUT_MS = '20';
    provider(
      (signal) =>
        new Promise((resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
          setTimeout(() => resolve(Response.json({ success: true, data: {} })), 80);
        }),
    );
    await expect(applyForJob('en', form())).resolves.toEqual({ receiptId: null });
  });

  it('reads a numeric receipt, and a receipt without one', async () => {
    provider(async () => Response.json({ success: true, data: { receipt_id: 40213 } }));
    await expect(applyForJob('en', form())).resolves.toEqual({ receiptId: '40213' });
    provider(async () => Response.json({ success: true, data: 'done' }));
    await expect(applyForJob('en', form())).resolves.toEqual({ receiptId: null });
  });

  it.each([
    ['a refusal with its validation errors', { success: false, errors: {} }, 422],
    ['an answer that does not say it succeeded', { data: { receipt_id: 'R-2' } }, 200],
    ['a success that is not true', { success: 'true' }, 200],
    ['an answer that is not a record', ['ok'], 200],
  ])('calls %s unsuccessful', async (_, body, status) => {
    provider(async () => Response.json(body, { status }));
    await expect(applyToTender('en', '3', form())).rejects.toMatchObject({
      name: 'ProviderError',
      kind: 'unsuccessful',
      path: '/tenders/3/apply',
      message: 'Submission failed',
    });
  });
});

describe('a submission without a remote provider', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'submit-embedded-'));
    process.env.DATA_DIR = dataDir;
  });
  afterEach(async () => {
    delete process.env.DATA_DIR;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is stored by the embedded provider in-process, and its receipt names the record', async () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    const application = form();
    application.set('cv', new File(['%PDF-1.7\n'], 'cv.pdf', { type: 'application/pdf' }));
    const { receiptId } = await applyForInternship('fr', application);
    expect(global.fetch).not.toHaveBeenCalled();
    expect(await readdir(path.join(dataDir, 'submissions'))).toEqual([`${receiptId}.json`]);
    const record = JSON.parse(
      await readFile(path.join(dataDir, 'submissions', `${receiptId}.json`), 'utf8'),
    ) as { kind: string; locale: string; fields: unknown; files: { original_name: string }[] };
    expect(record).toMatchObject({
      kind: 'internship-application',
      locale: 'fr',
      fields: { name: 'Rania' },
      files: [{ original_name: 'cv.pdf' }],
    });
  });
});
