// What the tests of the job and internship application endpoints share (apply*.test.ts): a
// vacancy, the handlers' dependencies, filled-in forms (the internship applicant's text also in
// schema.test.ts), and the requests that post them.
import en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/locales';
import type { SubmissionReceipt, Vacancy } from '@/lib/provider/types';
import { docxBytes, file, pdfBytes } from '@/lib/upload/__fixtures__/documents';
import { SITE, submissionDeps } from '@/lib/upload/__fixtures__/submission-deps';
import {
  handleInternshipApplication,
  handleJobApplication,
  type InternshipApplicationDeps,
  type JobApplicationDeps,
} from '../apply';

export { SITE };

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
export const submitter = (): Submit =>
  jest.fn<Promise<SubmissionReceipt>, [Locale, FormData]>().mockResolvedValue({ receiptId: 'r-1' });

export function jobDeps(overrides: Partial<JobApplicationDeps> = {}) {
  return {
    ...submissionDeps(),
    getVacancy: jest.fn(async (_locale: Locale, id: string) =>
      id === '1' ? vacancy() : id === '3' ? vacancy({ id: '3', deadline: '2026-04-01' }) : null,
    ),
    applyForJob: submitter(),
    ...overrides,
  };
}

export function internshipDeps(overrides: Partial<InternshipApplicationDeps> = {}) {
  return { ...submissionDeps(), applyForInternship: submitter(), ...overrides };
}

function multipart(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

export const jobFields = (overrides: Record<string, string | File> = {}) =>
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

/** The internship applicant's text fields, shared by the handler's and the schema's tests. */
export const INTERNSHIP_TEXT = {
  full_name: 'Omar Said',
  email: 'omar@example.org',
  phone: '+212 600 000 000',
  country: 'MA',
  university: 'Mohammed V University',
  field_of_study: 'Hydrology',
  period_start: '2027-02',
  period_end: '2027-07',
};

export const internshipFields = (overrides: Record<string, string | File> = {}) =>
  multipart({
    ...INTERNSHIP_TEXT,
    cv: file(docxBytes(), 'cv.docx'),
    motivation_letter: '',
    motivation_letter_file: file(pdfBytes(), 'motivation.pdf'),
    consent: '1',
    extra: 'never forwarded',
    ...overrides,
  });

export function request(
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

export async function answer(response: Promise<Response>) {
  const result = await response;
  expect(result.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await result.json()) as { success: boolean; message?: string; receipt?: string };
  return { status: result.status, body };
}

export const apply = (id: string, body: BodyInit | null, deps = jobDeps(), headers = {}) =>
  answer(handleJobApplication(request(`/api/vacancies/${id}/apply`, body, headers), id, deps));
export const applyInternship = (body: BodyInit | null, deps = internshipDeps(), headers = {}) =>
  answer(handleInternshipApplication(request('/api/internship/apply', body, headers), deps));

export const E = en.Applications.errors;
