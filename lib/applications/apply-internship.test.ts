/** @jest-environment node */
// POST /api/internship/apply. The vacancy endpoint is in apply.test.ts.
import { ProviderError } from '@/lib/provider';
import { exeBytes, file } from '@/lib/upload/__fixtures__/documents';
import { quietErrorLog } from '@/lib/upload/__fixtures__/error-log';
import { handleInternshipApplication } from './apply';
import {
  applyInternship,
  E,
  internshipDeps,
  internshipFields,
  request,
  submitter,
} from './__fixtures__/apply';

quietErrorLog();

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
