/** @jest-environment node */
// POST /api/vacancies/{id}/apply. The internship endpoint is in apply-internship.test.ts.
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { ProviderError } from '@/lib/provider';
import { exeBytes, file, pdfBytes } from '@/lib/upload/__fixtures__/documents';
import { MAX_FILE_BYTES } from '@/lib/upload/constants';
import { quietErrorLog } from '@/lib/upload/__fixtures__/error-log';
import { handleJobApplication } from './apply';
import { MAX_APPLICATION_BODY_BYTES } from './constants';
import { answer, apply, E, jobDeps, jobFields, SITE, submitter } from './__fixtures__/apply';

const errorLog = quietErrorLog();

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
    expect(errorLog()).toHaveBeenCalled();
  });

  it('answers in Arabic when the request asks for it', async () => {
    await expect(apply('42', jobFields(), jobDeps(), { lang: 'ar' })).resolves.toEqual({
      status: 404,
      body: { success: false, message: ar.Applications.job.notFound },
    });
  });
});
