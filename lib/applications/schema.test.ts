/** @jest-environment node */
import { createTranslator } from 'next-intl';
import { ValidationError } from 'yup';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { docBytes, docxBytes, exeBytes, file, pdfBytes } from '@/lib/upload/__fixtures__/documents';
import { MAX_FILE_BYTES } from '@/lib/upload/constants';
import { INTERNSHIP_TEXT } from './__fixtures__/apply';
import {
  createInternshipApplicationSchema,
  createJobApplicationSchema,
  firstApplicationProblem,
  monthIndex,
  type ApplicationKind,
  type ApplicationProblem,
} from './schema';

function schemaIn(kind: ApplicationKind, locale: 'en' | 'ar' = 'en') {
  const messages = locale === 'en' ? en : ar;
  const t = createTranslator({ locale, messages, namespace: 'Applications.errors' });
  const translate = (key: Parameters<typeof t>[0], values?: Record<string, string | number>) =>
    t(key, values);
  return kind === 'job'
    ? createJobApplicationSchema(translate)
    : createInternshipApplicationSchema(translate);
}

const job = (): Record<string, unknown> => ({
  full_name: '  Layla Haddad  ',
  email: 'layla@example.org',
  phone: '+962 79 555 0100',
  country: 'JO',
  profile_url: 'https://www.linkedin.com/in/layla',
  cv: file(pdfBytes(), 'cv.pdf'),
  cover_letter: 'I would like to join the WEFE Nexus programme.',
  cover_letter_file: null,
  consent: '1',
});

const internship = (): Record<string, unknown> => ({
  ...INTERNSHIP_TEXT,
  cv: file(docxBytes(), 'cv.docx'),
  motivation_letter: '',
  motivation_letter_file: file(docBytes(), 'motivation.doc'),
  consent: '1',
});

async function problem(
  kind: ApplicationKind,
  input: Record<string, unknown>,
  locale: 'en' | 'ar' = 'en',
): Promise<ApplicationProblem | null> {
  try {
    await schemaIn(kind, locale).validate(input, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return firstApplicationProblem(kind, error);
  }
}

const E = en.Applications.errors;

describe('the job application schema', () => {
  it('accepts a complete application, trimmed, with consent as a boolean', async () => {
    const result = await schemaIn('job').validate(job(), { abortEarly: false });
    expect(result.full_name).toBe('Layla Haddad');
    expect(result.consent).toBe(true);
  });

  it('accepts the cover letter as a file instead of text, and no profile link', async () => {
    await expect(
      problem('job', {
        ...job(),
        cover_letter: ' ',
        cover_letter_file: file(docxBytes(), 'letter.docx'),
        profile_url: '',
      }),
    ).resolves.toBeNull();
  });

  it('reports an empty form as missing, starting with the full name', async () => {
    await expect(problem('job', {})).resolves.toEqual({
      field: 'full_name',
      rule: 'required',
      message: E.required,
    });
  });

  it.each([
    ['cv', { cv: null }, 'required', E.required],
    ['cover_letter', { cover_letter: '' }, 'required', E.letterRequired],
    ['consent', { consent: '0' }, 'required', E.required],
    ['email', { email: 'layla@' }, 'email', E.invalidEmail],
    ['country', { country: 'XX' }, 'country', E.invalidCountry],
    ['profile_url', { profile_url: 'javascript:alert(1)' }, 'url', E.invalidUrl],
    [
      'full_name',
      { full_name: 'x'.repeat(201) },
      'length',
      E.tooLong.replace('{max, number}', '200'),
    ],
  ])('refuses a wrong %s', async (field, change, rule, message) => {
    await expect(problem('job', { ...job(), ...change })).resolves.toEqual({
      field,
      rule,
      message,
    });
  });

  it('refuses a CV over 10MB and a CV that is not a document by its bytes', async () => {
    const pdf = pdfBytes(64);
    const large = new File([pdf, new Uint8Array(MAX_FILE_BYTES + 1 - pdf.length)], 'big.pdf');
    await expect(problem('job', { ...job(), cv: large })).resolves.toEqual({
      field: 'cv',
      rule: 'file-size',
      message: E.fileTooLarge.replace('{name}', 'big.pdf'),
    });
    await expect(problem('job', { ...job(), cv: file(exeBytes(), 'cv.pdf') })).resolves.toEqual({
      field: 'cv',
      rule: 'file-type',
      message: E.fileType.replace('{name}', 'cv.pdf'),
    });
  });

  it('checks the cover letter file like the CV', async () => {
    await expect(
      problem('job', { ...job(), cover_letter_file: file(exeBytes(), 'letter.docx') }),
    ).resolves.toMatchObject({ field: 'cover_letter_file', rule: 'file-type' });
  });

  it('speaks Arabic when asked', async () => {
    await expect(problem('job', { ...job(), email: 'nope' }, 'ar')).resolves.toMatchObject({
      message: ar.Applications.errors.invalidEmail,
    });
  });
});

describe('the internship application schema', () => {
  it('accepts a complete application with the motivation letter as a file', async () => {
    await expect(problem('internship', internship())).resolves.toBeNull();
  });

  it('reports an empty form as missing, starting with the full name', async () => {
    await expect(problem('internship', {})).resolves.toMatchObject({
      field: 'full_name',
      rule: 'required',
    });
  });

  it.each([
    ['university', { university: '' }, 'required', E.required],
    ['field_of_study', { field_of_study: '   ' }, 'required', E.required],
    ['period_start', { period_start: '' }, 'required', E.required],
    ['period_start', { period_start: '2027-13' }, 'month', E.invalidMonth],
    ['period_end', { period_end: '2027-01' }, 'period', E.periodOrder],
    [
      'period_end',
      { period_end: '2028-02' },
      'period',
      E.periodTooLong.replace('{max, number}', '12'),
    ],
    [
      'motivation_letter',
      { motivation_letter: '', motivation_letter_file: null },
      'required',
      E.letterRequired,
    ],
  ])('refuses a wrong %s', async (field, change, rule, message) => {
    await expect(problem('internship', { ...internship(), ...change })).resolves.toEqual({
      field,
      rule,
      message,
    });
  });

  it('accepts a period of one month and of twelve', async () => {
    await expect(
      problem('internship', { ...internship(), period_start: '2027-03', period_end: '2027-03' }),
    ).resolves.toBeNull();
    await expect(
      problem('internship', { ...internship(), period_start: '2027-03', period_end: '2028-02' }),
    ).resolves.toBeNull();
  });
});

describe('helpers', () => {
  it('counts months from YYYY-MM and nothing else', () => {
    expect(monthIndex('2027-02') - monthIndex('2026-12')).toBe(2);
    expect(monthIndex('2027-2')).toBeNaN();
    expect(monthIndex(undefined)).toBeNaN();
  });
});
