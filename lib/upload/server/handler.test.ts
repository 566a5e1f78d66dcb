/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { array, object } from 'yup';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { metrics } from '@/lib/observability/state';
import { ProviderError } from '@/lib/provider';
import type { SubmissionReceipt } from '@/lib/provider/types';
import { exeBytes, file, pdfBytes } from '../__fixtures__/documents';
import { MAX_FILE_BYTES } from '../constants';
import { fieldNames, type UploadForm } from '../form';
import { firstProblemOf, uploadRules, type UploadRuleMessage } from '../rules';
import { handleUpload, type Submission, type Target, type UploadDeps } from './handler';
import { createRateLimiter } from './rate-limit';

/**
 * The pipeline on its own, with a small form of every field kind: not the proposal or an
 * application (their own tests cover their rules), so that what is checked here is the pipeline.
 */
const FIELDS = {
  full_name: 'text',
  cv: 'file',
  annexes: 'files',
  consent: 'consent',
} as const;
const RULES = ['required', 'length', 'file-size', 'file-type'] as const;
const MAX_BODY = 12 * 1024 * 1024;

const fieldRules = (rules: ReturnType<typeof uploadRules<UploadRuleMessage>>) => ({
  full_name: rules.text(20),
  cv: rules.requiredDocument(),
  annexes: array().of(rules.document().nonNullable().defined()),
  consent: rules.consent(),
});

const FORM: UploadForm<typeof FIELDS, UploadRuleMessage> = {
  label: 'test form',
  fields: FIELDS,
  namespace: 'Applications',
  maxBodyBytes: MAX_BODY,
  schema: (translate) => object(fieldRules(uploadRules(translate))),
  firstProblem: (error) => firstProblemOf(error, fieldNames(FIELDS), RULES, () => 'required'),
  target: { field: 'vacancy_id', namespace: 'Applications.job' },
};

const SITE = 'https://inwrdam.example';
const NOW = Date.parse('2026-05-01T12:00:00Z');
const OPEN: Target = { id: 'V1', isExpired: false, deadline: '2026-06-01' };

let tempDir: string;
beforeEach(() => {
  tempDir = mkdtempSync(path.join(os.tmpdir(), 'handler-test-'));
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  rmSync(tempDir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

function setup(
  overrides: Partial<UploadDeps> = {},
  targets: Record<string, Target> = { v1: OPEN },
) {
  const deps: UploadDeps = {
    messages: async (locale: Locale) => (({ ar, fr })[locale as 'ar' | 'fr'] ?? en) as Messages,
    limiter: createRateLimiter({ limit: 10, windowMs: 600_000 }),
    siteUrl: () => SITE,
    now: () => NOW,
    storageFull: async () => false,
    trustedProxyHops: () => 0,
    tempDir,
    ...overrides,
  };
  const submission = {
    target: {
      id: 'v1',
      read: jest.fn(async (_locale: Locale, id: string) => targets[id] ?? null),
    },
    send: jest
      .fn<Promise<SubmissionReceipt>, [Locale, FormData]>()
      .mockResolvedValue({ receiptId: 'r-1' }),
  } satisfies Submission;
  return { deps, submission };
}

function body(overrides: Record<string, string | File> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string | File> = {
    full_name: '  Layla Haddad ',
    cv: file(pdfBytes(), 'cv.bat', 'application/x-msdownload'),
    'annexes[0]': file(pdfBytes(), 'C:\\docs\\annex.pdf'),
    consent: '1',
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

function post(form: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/api/vacancies/v1/apply`, {
    method: 'POST',
    headers: { origin: SITE, lang: 'en', ...headers },
    body: form,
  });
}

async function run(request: Request, { deps, submission } = setup()) {
  const response = await handleUpload(request, FORM, submission, deps);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; message?: string; receipt?: string },
    retryAfter: response.headers.get('retry-after'),
  };
}

/** Nothing reached the provider and no temporary file is left behind. */
function expectNothingStored(submission: ReturnType<typeof setup>['submission']) {
  expect(submission.send).not.toHaveBeenCalled();
  expect(readdirSync(tempDir)).toEqual([]);
}

describe('handleUpload', () => {
  it('forwards exactly the table’s fields, the target first, files named by their content', async () => {
    const env = setup();
    const form = body({ role: 'admin', vacancy_id: 'other' });
    const result = await run(post(form), env);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, receipt: 'r-1' });
    const [locale, sent] = env.submission.send.mock.calls[0]!;
    expect(locale).toBe('en');
    expect([...sent.keys()]).toEqual(['vacancy_id', 'full_name', 'cv', 'annexes[0]', 'consent']);
    expect(sent.get('vacancy_id')).toBe('V1');
    expect(sent.get('full_name')).toBe('Layla Haddad');
    expect(sent.get('consent')).toBe('1');
    const cv = sent.get('cv') as File;
    expect([cv.name, cv.type]).toEqual(['cv.pdf', 'application/pdf']);
    expect((sent.get('annexes[0]') as File).name).toBe('annex.pdf');
    // The temporary files lived only while the submission was forwarded.
    expect(readdirSync(tempDir)).toEqual([]);
  });

  it('refuses another site’s request with 403 before reading anything', async () => {
    const env = setup();
    const result = await run(post(body(), { origin: 'https://evil.example' }), env);
    expect(result).toMatchObject({ status: 403, body: { success: false } });
    expect(env.submission.target.read).not.toHaveBeenCalled();
    expectNothingStored(env.submission);
  });

  it('answers 429 with Retry-After once a client has used its allowance', async () => {
    const env = setup({ limiter: createRateLimiter({ limit: 1, windowMs: 60_000 }) });
    expect((await run(post(body()), env)).status).toBe(200);
    const limited = await run(post(body()), env);
    expect(limited.status).toBe(429);
    expect(limited.retryAfter).toBe('60');
    expect(env.submission.send).toHaveBeenCalledTimes(1);
  });

  it('answers 413 for a declared body over the cap, and 507 when storage is full, unread', async () => {
    const env = setup();
    const large = await run(post('x', { 'content-length': String(MAX_BODY + 1) }), env);
    expect(large.status).toBe(413);
    // The cap itself is allowed.
    const atCap = setup();
    expect((await run(post(body(), { 'content-length': String(MAX_BODY) }), atCap)).status).toBe(
      200,
    );
    const full = setup({ storageFull: async () => true });
    const refused = await run(post(body()), full);
    expect(refused).toMatchObject({ status: 507, body: { success: false } });
    expect(full.submission.target.read).not.toHaveBeenCalled();
    expectNothingStored(env.submission);
    expectNothingStored(full.submission);
  });

  it('answers 404 for an unknown or malformed target and 409 for a closed one', async () => {
    const closed = setup({}, { v1: { ...OPEN, deadline: '2026-04-01' } });
    expect(await run(post(body()), closed)).toEqual({
      status: 409,
      body: { success: false, message: en.Applications.job.closed },
      retryAfter: null,
    });
    const unknown = setup({}, {});
    expect((await run(post(body()), unknown)).body.message).toBe(en.Applications.job.notFound);
    const malformed = setup();
    for (const id of ['../v1', 'v1/../../etc', 'v1\n', 'x'.repeat(65)]) {
      malformed.submission.target.id = id;
      expect([id, (await run(post(body()), malformed)).status]).toEqual([id, 404]);
    }
    expect(malformed.submission.target.read).not.toHaveBeenCalled();
    for (const env of [closed, unknown, malformed]) expectNothingStored(env.submission);
  });

  it('answers 400 for a body that is not multipart and 413 for too many parts', async () => {
    const env = setup();
    const text = await run(post('full_name=x', { 'content-type': 'text/plain' }), env);
    expect(text.status).toBe(400);
    const parts = new FormData();
    for (let i = 0; i < 60; i += 1) parts.append(`f${i}`, 'x');
    expect((await run(post(parts), env)).status).toBe(413);
    expectNothingStored(env.submission);
  });

  it('repeats the form’s rules: 422 missing or too long, 415 not a document, 413 too big', async () => {
    const env = setup();
    const cases: [Record<string, string | File>, number, string][] = [
      [{ full_name: '' }, 422, en.Applications.errors.required],
      [{ full_name: 'x'.repeat(21) }, 422, 'Please keep this entry to 20 characters or fewer.'],
      [{ consent: '0' }, 422, en.Applications.errors.required],
      [{ cv: 'not a file' }, 422, en.Applications.errors.required],
      [{ cv: file(exeBytes(), 'cv.pdf') }, 415, 'cv.pdf'],
      [{ 'annexes[0]': file(new Uint8Array(MAX_FILE_BYTES + 1), 'big.pdf') }, 413, 'big.pdf'],
    ];
    for (const [fields, status, message] of cases) {
      const result = await run(post(body(fields)), env);
      expect([fields, result.status]).toEqual([fields, status]);
      expect(result.body.success).toBe(false);
      expect(result.body.message).toContain(message);
    }
    expectNothingStored(env.submission);
  });

  it('answers in the language the request names', async () => {
    const result = await run(post(body({ full_name: '' }), { lang: 'ar' }));
    expect(result.body.message).toBe(ar.Applications.errors.required);
  });

  it('without a lang header, answers in the first language of Accept-Language it speaks', async () => {
    const request = new Request(`${SITE}/api/vacancies/v1/apply`, {
      method: 'POST',
      headers: { origin: SITE, 'accept-language': 'de-DE, FR-CA;q=0.9, ar;q=0.8' },
      body: body({ full_name: '' }),
    });
    expect((await run(request)).body.message).toBe(fr.Applications.errors.required);
  });

  it('names a missing field before any other problem, wherever it is in the form', async () => {
    // The name comes first in the form and is too long; the consent, last, is missing.
    const result = await run(post(body({ full_name: 'x'.repeat(21), consent: '0' })));
    expect(result).toMatchObject({
      status: 422,
      body: { message: en.Applications.errors.required },
    });
  });

  it('with no field missing, names the first problem in the form’s order', async () => {
    // A note after the name: both too long, the name (first, 20 at most) is named.
    const withNote = { ...FIELDS, note: 'text' } as const;
    const form: UploadForm<typeof withNote, UploadRuleMessage> = {
      ...FORM,
      fields: withNote,
      schema: (translate) => {
        const rules = uploadRules(translate);
        return object({ ...fieldRules(rules), note: rules.optionalText(5) });
      },
      firstProblem: (error) => firstProblemOf(error, fieldNames(withNote), RULES, () => 'required'),
    };
    const { deps, submission } = setup();
    const request = post(body({ full_name: 'x'.repeat(21), note: 'y'.repeat(6) }));
    const response = await handleUpload(request, form, submission, deps);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      message: 'Please keep this entry to 20 characters or fewer.',
    });
  });

  it('counts each answer under its form, by outcome', async () => {
    const count = async (form: string, outcome: string) =>
      (await metrics().uploads.get()).values.find(
        (v) => v.labels.form === form && v.labels.outcome === outcome,
      )?.value ?? 0;
    const forms = [
      ['tender', { field: 'tender_id', namespace: 'Tenders' }],
      ['vacancy', { field: 'vacancy_id', namespace: 'Applications.job' }],
      ['internship', undefined],
    ] as const;
    for (const [label, target] of forms) {
      const before = await count(label, 'accepted');
      const { deps, submission } = setup();
      await handleUpload(post(body()), { ...FORM, target }, submission, deps);
      expect([label, await count(label, 'accepted')]).toEqual([label, before + 1]);
    }
  });

  it('maps provider failures: 502, 504 on a timeout, 404 and 409 for the target', async () => {
    const cases: [ProviderError | Error, number][] = [
      [new ProviderError('http', '/x', 'HTTP 500', 500), 502],
      [new ProviderError('timeout', '/x', 'Timed out'), 504],
      [new ProviderError('not-found', '/x', 'Not found', 404), 404],
      [new ProviderError('http', '/x', 'Closed', 409), 409],
      [new Error('socket hang up'), 502],
    ];
    for (const [error, status] of cases) {
      const env = setup();
      env.submission.send.mockRejectedValueOnce(error);
      const result = await run(post(body()), env);
      expect([error.message, result.status]).toEqual([error.message, status]);
      expect(result.body.message).not.toContain(error.message);
      expect(readdirSync(tempDir)).toEqual([]);
    }
    // The log says which form and what it applied for.
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('[provider] test form for v1 failed (http /x: HTTP 500)'),
    );
  });

  it('reads a 409 as "closed" only for what a form applies for, and only from an HTTP answer', async () => {
    const untargeted = setup();
    untargeted.submission.send.mockRejectedValueOnce(
      new ProviderError('http', '/x', 'HTTP 409', 409),
    );
    const noTarget = await handleUpload(
      post(body()),
      { ...FORM, target: undefined },
      untargeted.submission,
      untargeted.deps,
    );
    expect(noTarget.status).toBe(502);
    const malformed = setup();
    malformed.submission.send.mockRejectedValueOnce(
      new ProviderError('shape', '/x', 'Provider answered with malformed JSON', 409),
    );
    expect((await run(post(body()), malformed)).status).toBe(502);
  });

  it('never leaks an unexpected failure: 500 with a plain message', async () => {
    const env = setup({
      storageFull: async () => {
        throw new Error('EACCES /var/data');
      },
    });
    const result = await run(post(body()), env);
    expect(result).toMatchObject({ status: 500, body: { success: false } });
    expect(result.body.message).toBe(en.Applications.errors.submissionFailed);
    expectNothingStored(env.submission);
    expect(console.error).toHaveBeenCalledWith(
      '[upload] unexpected failure: test form for v1',
      expect.any(Error),
    );
  });
});
