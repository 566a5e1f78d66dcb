/** @jest-environment node */
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { ProviderError } from '@/lib/provider';
import type { SubmissionReceipt, Vacancy } from '@/lib/provider/types';
import { docxBytes, exeBytes, file, pdfBytes } from '@/lib/upload/__fixtures__/documents';
import { MAX_FILE_BYTES } from '@/lib/upload/constants';
import { createRateLimiter } from '@/lib/upload/server/rate-limit';
import {
  handleInternshipApplication,
  handleJobApplication,
  type InternshipApplicationDeps,
  type JobApplicationDeps,
} from './apply';
import { MAX_APPLICATION_BODY_BYTES } from './constants';

const SITE = 'https://inwrdam.example';
const NOW = Date.parse('2026-05-01T12:00:00Z');

const vacancy = (overrides: Partial<Vacancy> = {}): Vacancy => ({
  id: '1',
  reference: 'INW/2026/01',
  title: 'Programme Officer',
  location: 'Amman',
  summary: null,
  description: '',
  requirements: '',
  employmentType: 'full-time',
  postedDate: '2026-04-01',
  deadline: '2026-06-01',
  isExpired: false,
  ...overrides,
});

type Submit = jest.Mock<Promise<SubmissionReceipt>, [Locale, FormData]>;
const submitter = (): Submit =>
  jest.fn<Promise<SubmissionReceipt>, [Locale, FormData]>().mockResolvedValue({ receiptId: 'r-1' });

const common = () => ({
  messages: async (locale: Locale) => (locale === 'ar' ? ar : en) as Messages,
  limiter: createRateLimiter({ limit: 10, windowMs: 600_000 }),
  siteUrl: () => SITE,
  now: () => NOW,
  storageFull: async () => false,
  // These requests stand for ones relayed by one trusted proxy (X-Forwarded-For).
  trustedProxyHops: () => 1,
});

function jobDeps(overrides: Partial<JobApplicationDeps> = {}) {
  return {
    ...common(),
    getVacancy: jest.fn(async (_locale: Locale, id: string) =>
      id === '1' ? vacancy() : id === '3' ? vacancy({ id: '3', deadline: '2026-04-01' }) : null,
    ),
    applyForJob: submitter(),
    ...overrides,
  };
}

function internshipDeps(overrides: Partial<InternshipApplicationDeps> = {}) {
  return { ...common(), applyForInternship: submitter(), ...overrides };
}

function multipart(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

const jobFields = (overrides: Record<string, string | File> = {}) =>
  multipart({
    vacancy_id: '1',
    full_name: ' Layla Haddad ',
    email: 'layla@example.org',
    phone: '+962 79 555 0100',
    country: 'JO',
    profile_url: 'https://www.linkedin.com/in/layla',
    cv: file(pdfBytes(), 'C:\\fakepath\\cv.pdf', 'application/octet-stream'),
    cover_letter: 'I would like to join.',
    consent: '1',
    ...overrides,
  });

const internshipFields = (overrides: Record<string, string | File> = {}) =>
  multipart({
    full_name: 'Omar Said',
    email: 'omar@example.org',
    phone: '+212 600 000 000',
    country: 'MA',
    university: 'Mohammed V University',
    field_of_study: 'Hydrology',
    period_start: '2027-02',
    period_end: '2027-07',
    cv: file(docxBytes(), 'cv.docx'),
    motivation_letter: '',
    motivation_letter_file: file(pdfBytes(), 'motivation.pdf'),
    consent: '1',
    extra: 'never forwarded',
    ...overrides,
  });

function request(
  path: string,
  body: BodyInit | null,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { origin: SITE, lang: 'en', 'x-forwarded-for': '203.0.113.9', ...headers },
    body,
  });
}

async function answer(response: Promise<Response>) {
  const result = await response;
  expect(result.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await result.json()) as { success: boolean; message?: string; receipt?: string };
  return { status: result.status, body };
}

const apply = (id: string, body: BodyInit | null, deps = jobDeps(), headers = {}) =>
  answer(handleJobApplication(request(`/api/vacancies/${id}/apply`, body, headers), id, deps));
const applyInternship = (body: BodyInit | null, deps = internshipDeps(), headers = {}) =>
  answer(handleInternshipApplication(request('/api/internship/apply', body, headers), deps));

let errorLog: jest.SpyInstance;
beforeEach(() => {
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorLog.mockRestore());

const E = en.Applications.errors;

describe('POST /api/vacancies/{id}/apply', () => {
  it('forwards the application to POST /job-applications with the vacancy id and answers 200', async () => {
    let cvBytes: Uint8Array | null = null;
    const applyForJob = submitter().mockImplementation(async (_locale, form) => {
      // The uploaded files live in temporary files only while the submission is forwarded.
      cvBytes = new Uint8Array(await (form.get('cv') as File).arrayBuffer());
      return { receiptId: 'r-1' };
    });
    const deps = jobDeps({ applyForJob });
    await expect(apply('1', jobFields({ vacancy_id: '999' }), deps)).resolves.toEqual({
      status: 200,
      body: { success: true, receipt: 'r-1' },
    });
    const [locale, form] = applyForJob.mock.calls[0]!;
    expect(locale).toBe('en');
    expect([...form.keys()]).toEqual([
      'vacancy_id',
      'full_name',
      'email',
      'phone',
      'country',
      'profile_url',
      'cv',
      'cover_letter',
      'consent',
    ]);
    // The vacancy is the one in the address, whatever the body claimed.
    expect(form.get('vacancy_id')).toBe('1');
    expect(form.get('full_name')).toBe('Layla Haddad');
    expect(form.get('consent')).toBe('1');
    const cv = form.get('cv') as File;
    expect([cv.name, cv.type]).toEqual(['cv.pdf', 'application/pdf']);
    expect(cvBytes).toEqual(pdfBytes());
  });

  it('answers 404 for an unknown vacancy and 409 for a closed one, sending nothing', async () => {
    const deps = jobDeps();
    await expect(apply('42', jobFields(), deps)).resolves.toEqual({
      status: 404,
      body: { success: false, message: en.Applications.job.notFound },
    });
    await expect(apply('../x', jobFields(), deps)).resolves.toMatchObject({ status: 404 });
    await expect(apply('3', jobFields(), deps)).resolves.toEqual({
      status: 409,
      body: { success: false, message: en.Applications.job.closed },
    });
    expect(deps.applyForJob).not.toHaveBeenCalled();
  });

  it('refuses cross-site requests and requests without Origin with 403', async () => {
    await expect(
      apply('1', jobFields(), jobDeps(), { origin: 'https://evil.example' }),
    ).resolves.toEqual({ status: 403, body: { success: false, message: E.forbidden } });
    const noOrigin = new Request(`${SITE}/api/vacancies/1/apply`, {
      method: 'POST',
      body: jobFields(),
    });
    await expect(answer(handleJobApplication(noOrigin, '1', jobDeps()))).resolves.toMatchObject({
      status: 403,
    });
  });

  it('answers 413 for a declared body over the cap and 400 for a body that is not multipart', async () => {
    await expect(
      apply('1', 'x', jobDeps(), { 'content-length': String(MAX_APPLICATION_BODY_BYTES + 1) }),
    ).resolves.toEqual({ status: 413, body: { success: false, message: E.bodyTooLarge } });
    await expect(
      apply('1', 'full_name=x', jobDeps(), {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    ).resolves.toEqual({ status: 400, body: { success: false, message: E.malformed } });
    await expect(
      apply('1', '--abc\r\nContent-Disposition: form-da', jobDeps(), {
        'content-type': 'multipart/form-data; boundary=abc',
      }),
    ).resolves.toMatchObject({ status: 400 });
  });

  it('repeats the form rules: 422 for missing or wrong fields, 413 and 415 for files', async () => {
    const pdf = pdfBytes(64);
    const large = new File([pdf, new Uint8Array(MAX_FILE_BYTES + 1 - pdf.length)], 'cv.pdf');
    const cases: [Record<string, string | File>, number, string][] = [
      [{ full_name: '' }, 422, E.required],
      [{ cover_letter: '' }, 422, E.letterRequired],
      [{ email: 'nope' }, 422, E.invalidEmail],
      [{ profile_url: 'linkedin' }, 422, E.invalidUrl],
      [{ consent: '0' }, 422, E.required],
      // A name where the CV belongs is no CV.
      [{ cv: 'cv.pdf' }, 422, E.required],
      [{ cv: large }, 413, E.fileTooLarge.replace('{name}', 'cv.pdf')],
      [{ cv: file(exeBytes(), 'cv.pdf') }, 415, E.fileType.replace('{name}', 'cv.pdf')],
    ];
    for (const [change, status, message] of cases) {
      await expect(apply('1', jobFields(change))).resolves.toEqual({
        status,
        body: { success: false, message },
      });
    }
  });

  it('answers 502, or 504 on a timeout, when the provider fails, and maps its 409 and 404', async () => {
    const failures: [Error, number, string][] = [
      [new ProviderError('http', '/job-applications', 'HTTP 500', 500), 502, E.submissionFailed],
      [new ProviderError('unsuccessful', '/job-applications', 'no'), 502, E.submissionFailed],
      [new ProviderError('network', '/job-applications', 'down'), 502, E.submissionFailed],
      [new ProviderError('timeout', '/job-applications', 'slow'), 504, E.submissionFailed],
      [
        new ProviderError('http', '/job-applications', 'closed', 409),
        409,
        en.Applications.job.closed,
      ],
      [
        new ProviderError('not-found', '/job-applications', 'gone', 404),
        404,
        en.Applications.job.notFound,
      ],
    ];
    for (const [error, status, message] of failures) {
      const deps = jobDeps({ applyForJob: jest.fn().mockRejectedValue(error) });
      await expect(apply('1', jobFields(), deps)).resolves.toEqual({
        status,
        body: { success: false, message },
      });
    }
    expect(errorLog).toHaveBeenCalled();
  });

  it('answers in Arabic when the request asks for it', async () => {
    await expect(apply('42', jobFields(), jobDeps(), { lang: 'ar' })).resolves.toEqual({
      status: 404,
      body: { success: false, message: ar.Applications.job.notFound },
    });
  });
});

describe('POST /api/internship/apply', () => {
  it('forwards exactly the internship fields to POST /internship-applications and answers 200', async () => {
    const applyForInternship = submitter();
    const deps = internshipDeps({ applyForInternship });
    await expect(applyInternship(internshipFields(), deps)).resolves.toEqual({
      status: 200,
      body: { success: true, receipt: 'r-1' },
    });
    const [, form] = applyForInternship.mock.calls[0]!;
    expect([...form.keys()]).toEqual([
      'full_name',
      'email',
      'phone',
      'country',
      'university',
      'field_of_study',
      'period_start',
      'period_end',
      'cv',
      'motivation_letter',
      'motivation_letter_file',
      'consent',
    ]);
    expect(form.get('period_end')).toBe('2027-07');
    expect((form.get('cv') as File).type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((form.get('motivation_letter_file') as File).type).toBe('application/pdf');
  });

  it('repeats the form rules with the tender endpoint’s status codes', async () => {
    const cases: [Record<string, string | File>, number, string][] = [
      [{ university: '' }, 422, E.required],
      [{ period_end: '2027-01' }, 422, E.periodOrder],
      [{ period_start: 'spring' }, 422, E.invalidMonth],
      [
        { motivation_letter_file: file(exeBytes(), 'm.pdf') },
        415,
        E.fileType.replace('{name}', 'm.pdf'),
      ],
    ];
    for (const [change, status, message] of cases) {
      await expect(applyInternship(internshipFields(change))).resolves.toEqual({
        status,
        body: { success: false, message },
      });
    }
  });

  it('limits each client to 10 submissions per 10 minutes, with Retry-After', async () => {
    const deps = internshipDeps();
    for (let i = 0; i < 10; i += 1) {
      await expect(applyInternship(internshipFields(), deps)).resolves.toMatchObject({
        status: 200,
      });
    }
    const refused = await handleInternshipApplication(
      request('/api/internship/apply', internshipFields(), { lang: 'en' }),
      deps,
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await expect(refused.json()).resolves.toEqual({ success: false, message: E.rateLimited });
  });

  it('answers 502 when the provider fails, keeping the details out of the answer', async () => {
    const deps = internshipDeps({
      applyForInternship: jest
        .fn()
        .mockRejectedValue(new ProviderError('http', '/internship-applications', 'HTTP 503', 503)),
    });
    await expect(applyInternship(internshipFields(), deps)).resolves.toEqual({
      status: 502,
      body: { success: false, message: E.submissionFailed },
    });
  });
});
