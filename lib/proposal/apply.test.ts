/** @jest-environment node */
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { ProviderError } from '@/lib/provider';
import type { SubmissionReceipt, Tender } from '@/lib/provider/types';
import { docxBytes, exeBytes, file, pdfBytes } from '@/lib/upload/__fixtures__/documents';
import { handleApply, requestLocale, type ApplyDeps } from './apply';
import { MAX_BODY_BYTES, MAX_FILE_BYTES } from './constants';
import { createRateLimiter } from '@/lib/upload/server/rate-limit';

const SITE = 'https://inwrdam.example';
const NOW = Date.parse('2026-05-01T12:00:00Z');

const tender = (overrides: Partial<Tender> = {}): Tender => ({
  id: '1',
  reference: 'RFP/1',
  title: 'Feasibility study',
  description: '',
  location: 'Amman',
  duration: '6 months',
  issueDate: '2026-04-01',
  deadline: '2026-06-01',
  isExpired: false,
  daysRemaining: 31,
  mobile: null,
  landline: null,
  email: null,
  file: null,
  ...overrides,
});

function setup(overrides: Partial<ApplyDeps> = {}) {
  const deps = {
    getTender: jest.fn(async (_locale: Locale, id: string) => (id === '1' ? tender() : null)),
    applyToTender: jest
      .fn<Promise<SubmissionReceipt>, Parameters<ApplyDeps['applyToTender']>>()
      .mockResolvedValue({ receiptId: 'receipt-1' }),
    messages: async (locale: Locale) => (locale === 'ar' ? ar : en) as Messages,
    limiter: createRateLimiter({ limit: 10, windowMs: 600_000 }),
    siteUrl: () => SITE,
    now: () => NOW,
    storageFull: async () => false,
    // These requests stand for ones relayed by one trusted proxy (X-Forwarded-For).
    trustedProxyHops: () => 1,
    ...overrides,
  };
  return deps;
}

function proposal(overrides: Record<string, string | File | File[]> = {}): FormData {
  const fields: Record<string, string | File | File[]> = {
    company_name: 'Hydro Consult',
    contact_person: 'Rania Haddad',
    email: 'rania@hydro.example',
    phone: '+962 6 555 0100',
    country: 'JO',
    proposed_amount: '125000',
    currency: 'USD',
    consent: '1',
    proposal_file: [file(pdfBytes(), 'offer.pdf', 'application/pdf')],
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((f, i) => form.append(`${key}[${i}]`, f));
    else form.append(key, value);
  }
  return form;
}

function post(
  body: BodyInit | null,
  { id = '1', headers = {} }: { id?: string; headers?: Record<string, string> } = {},
) {
  return {
    id,
    request: new Request(`${SITE}/api/tenders/${id}/apply`, {
      method: 'POST',
      headers: { origin: SITE, lang: 'en', 'x-forwarded-for': '203.0.113.9', ...headers },
      body,
    }),
  };
}

async function answer(
  { request, id }: ReturnType<typeof post>,
  deps: ApplyDeps = setup(),
): Promise<{ status: number; body: { success: boolean; message?: string; receipt?: string } }> {
  const response = await handleApply(request, id, deps);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, body: await response.json() };
}

let errorLog: jest.SpyInstance;
beforeEach(() => {
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorLog.mockRestore());

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
    expect(errorLog).toHaveBeenCalled();
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

  it('refuses a cross-site request, or one without an Origin, with 403', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }]) {
      const deps = setup();
      await expect(answer(post(proposal(), { headers }), deps)).resolves.toEqual({
        status: 403,
        body: {
          success: false,
          message: 'This submission was refused because it did not come from this website.',
        },
      });
      expect(deps.getTender).not.toHaveBeenCalled();
    }
    const bare = new Request(`${SITE}/api/tenders/1/apply`, { method: 'POST', body: proposal() });
    expect((await handleApply(bare, '1', setup())).status).toBe(403);
  });

  it('accepts the origin the request was sent to (its Host) as well as SITE_URL', async () => {
    // The standalone server's request.url always says localhost; Host says what the visitor used.
    const request = new Request('http://localhost:3000/api/tenders/1/apply', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      body: proposal(),
    });
    expect((await handleApply(request, '1', setup())).status).toBe(200);
  });

  it('believes X-Forwarded-Host only behind a trusted proxy', async () => {
    const viaProxy = () =>
      new Request('http://localhost:3000/api/tenders/1/apply', {
        method: 'POST',
        headers: {
          origin: 'https://www.example.org',
          host: 'site-1:3000',
          'x-forwarded-host': 'www.example.org',
          'x-forwarded-proto': 'https',
          'x-forwarded-for': '203.0.113.9',
        },
        body: proposal(),
      });
    expect((await handleApply(viaProxy(), '1', setup())).status).toBe(200);
    const direct = setup({ trustedProxyHops: () => 0 });
    expect((await handleApply(viaProxy(), '1', direct)).status).toBe(403);
  });

  it('refuses a foreign Origin even when Host is forged to match it', async () => {
    const request = new Request('http://localhost:3000/api/tenders/1/apply', {
      method: 'POST',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      body: proposal(),
    });
    expect((await handleApply(request, '1', setup())).status).toBe(403);
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const deps = setup();
    const result = await answer(
      post('x', { headers: { 'content-length': String(MAX_BODY_BYTES + 1) } }),
      deps,
    );
    expect(result).toEqual({
      status: 413,
      body: {
        success: false,
        message: 'The submission is too large: the files may total at most 50MB.',
      },
    });
    expect(deps.getTender).not.toHaveBeenCalled();
  });

  it('stops reading a body without Content-Length once it passes the cap', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${SITE}/api/tenders/1/apply`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'multipart/form-data; boundary=x' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await handleApply(request, '1', setup())).status).toBe(413);
    expect(sent).toBeGreaterThan(MAX_BODY_BYTES);
    expect(sent).toBeLessThan(MAX_BODY_BYTES + 4 * chunk.length);
  });

  it('answers 400 for a malformed or missing body', async () => {
    const cases: [BodyInit | null, Record<string, string>][] = [
      [null, {}],
      ['', { 'content-type': 'multipart/form-data; boundary=abc' }],
      [
        '--abc\r\nContent-Disposition: form-da',
        { 'content-type': 'multipart/form-data; boundary=abc' },
      ],
      ['company_name=x', { 'content-type': 'application/x-www-form-urlencoded' }],
    ];
    for (const [body, headers] of cases) {
      await expect(answer(post(body, { headers }))).resolves.toEqual({
        status: 400,
        body: { success: false, message: 'The form could not be read. Please submit it again.' },
      });
    }
  });

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

  it('limits each client to 10 submissions per 10 minutes', async () => {
    let now = NOW;
    const deps = setup({ now: () => now });
    for (let i = 0; i < 10; i += 1) expect((await answer(post(proposal()), deps)).status).toBe(200);
    const limited = await handleApply(post(proposal()).request, '1', deps);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toBe(en.Proposal.errors.rateLimited);
    // Another address is not affected; the first one may submit again once the window has passed.
    const other = post(proposal(), { headers: { 'x-forwarded-for': '198.51.100.7, 10.0.0.1' } });
    expect((await answer(other, deps)).status).toBe(200);
    now += 10 * 60_000;
    expect((await answer(post(proposal()), deps)).status).toBe(200);
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
