/**
 * The job and internship application forms, written once: their fields (lib/upload/form.ts) and
 * their rules (docs/features.md, *Job and internship applications*). Each form validates with its schema in
 * the browser and the route handler validates every request with it again, so the two cannot
 * drift. Names, e-mail, country, documents and consent follow the same rules as the tender
 * proposal (lib/upload/rules.ts).
 */
import { object, string, type ValidationError } from 'yup';
import { isWebAddress } from '@/lib/url';
import { MAX_TEXT_LENGTH } from '@/lib/upload/constants';
import { fieldNames, type FieldName, type UploadForm } from '@/lib/upload/form';
import {
  firstProblemOf,
  isBlank,
  isUploadFile,
  uploadRules,
  type RuleTranslate,
  type UploadProblem,
  type UploadRuleMessage,
} from '@/lib/upload/rules';
import {
  MAX_APPLICATION_BODY_BYTES,
  MAX_INTERNSHIP_MONTHS,
  MAX_LETTER_LENGTH,
  MAX_URL_LENGTH,
} from './constants';

export type ApplicationKind = 'job' | 'internship';

/** Keys of `Applications.errors` in messages/*.json that the schemas use. */
export type ApplicationRuleMessage =
  | UploadRuleMessage
  | 'letterRequired'
  | 'invalidUrl'
  | 'invalidMonth'
  | 'periodOrder'
  | 'periodTooLong';

export type ApplicationTranslate = RuleTranslate<ApplicationRuleMessage>;

/** What a rule is called when it fails (a ValidationError's `type`); the server maps it to a status. */
export const APPLICATION_RULES = [
  'required',
  'email',
  'country',
  'length',
  'url',
  'month',
  'period',
  'file-size',
  'file-type',
] as const;
export type ApplicationRule = (typeof APPLICATION_RULES)[number];

/**
 * The fields of each form in the order it shows them, with the provider API's names; the first
 * problem reported follows this order.
 */
export const APPLICATION_FIELDS = {
  job: {
    full_name: 'text',
    email: 'text',
    phone: 'text',
    country: 'text',
    profile_url: 'text',
    cv: 'file',
    cover_letter: 'text',
    cover_letter_file: 'file',
    consent: 'consent',
  },
  internship: {
    full_name: 'text',
    email: 'text',
    phone: 'text',
    country: 'text',
    university: 'text',
    field_of_study: 'text',
    period_start: 'text',
    period_end: 'text',
    cv: 'file',
    motivation_letter: 'text',
    motivation_letter_file: 'file',
    consent: 'consent',
  },
} as const;
export type JobField = keyof typeof APPLICATION_FIELDS.job;
export type InternshipField = keyof typeof APPLICATION_FIELDS.internship;
export type ApplicationField = JobField | InternshipField;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month as `input type="month"` gives it (YYYY-MM), counted in months; NaN otherwise. */
export function monthIndex(value: string | undefined): number {
  const match = value?.trim().match(MONTH);
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : NaN;
}

function applicationRules(translate: ApplicationTranslate) {
  const rules = uploadRules(translate);
  const { message } = rules;
  /**
   * A letter is typed or attached: the text is required unless its file field holds a document;
   * the file itself follows the document rules.
   */
  const letter = (fileField: 'cover_letter_file' | 'motivation_letter_file') => ({
    text: rules
      .optionalText(MAX_LETTER_LENGTH)
      .test('required', message('letterRequired'), function (value) {
        return !isBlank(value) || isUploadFile((this.parent as Record<string, unknown>)[fileField]);
      }),
    file: rules.document(),
  });
  const month = () =>
    string()
      .trim()
      .required(rules.required)
      .test(
        'month',
        message('invalidMonth'),
        (value) => !value || !Number.isNaN(monthIndex(value)),
      );
  return { ...rules, letter, month };
}

export function createJobApplicationSchema(translate: ApplicationTranslate) {
  const rules = applicationRules(translate);
  const letter = rules.letter('cover_letter_file');
  return object({
    full_name: rules.text(MAX_TEXT_LENGTH),
    email: rules.email(),
    phone: rules.phone(),
    country: rules.country(),
    profile_url: rules
      .optionalText(MAX_URL_LENGTH)
      .test('url', rules.message('invalidUrl'), (value) => !value || isWebAddress(value)),
    cv: rules.requiredDocument(),
    cover_letter: letter.text,
    cover_letter_file: letter.file,
    consent: rules.consent(),
  });
}

export function createInternshipApplicationSchema(translate: ApplicationTranslate) {
  const rules = applicationRules(translate);
  const letter = rules.letter('motivation_letter_file');
  return object({
    full_name: rules.text(MAX_TEXT_LENGTH),
    email: rules.email(),
    phone: rules.phone(),
    country: rules.country(),
    university: rules.text(MAX_TEXT_LENGTH),
    field_of_study: rules.text(MAX_TEXT_LENGTH),
    period_start: rules.month(),
    period_end: rules
      .month()
      .test('period', rules.message('periodOrder'), function (value) {
        const start = monthIndex((this.parent as { period_start?: string }).period_start);
        const end = monthIndex(value);
        return Number.isNaN(start) || Number.isNaN(end) || end >= start;
      })
      .test(
        'period',
        rules.message('periodTooLong', { max: MAX_INTERNSHIP_MONTHS }),
        function (value) {
          const start = monthIndex((this.parent as { period_start?: string }).period_start);
          const end = monthIndex(value);
          return Number.isNaN(start) || Number.isNaN(end) || end - start < MAX_INTERNSHIP_MONTHS;
        },
      ),
    cv: rules.requiredDocument(),
    motivation_letter: letter.text,
    motivation_letter_file: letter.file,
    consent: rules.consent(),
  });
}

export type ApplicationProblem<F extends string = ApplicationField> = UploadProblem<
  F,
  ApplicationRule
>;

/** The problem to report for a failed validation of one form (see firstProblemOf). */
export function firstApplicationProblem<K extends ApplicationKind>(
  kind: K,
  error: ValidationError,
): ApplicationProblem<FieldName<(typeof APPLICATION_FIELDS)[K]>> | null {
  // Yup's own failures ('optionality', 'typeError') are missing values here.
  return firstProblemOf(
    error,
    fieldNames(APPLICATION_FIELDS[kind]),
    APPLICATION_RULES,
    () => 'required',
  );
}

/** Both applications share their limits and messages; a job application names its vacancy. */
const shared = { namespace: 'Applications', maxBodyBytes: MAX_APPLICATION_BODY_BYTES } as const;

export const APPLICATION_FORMS: {
  job: UploadForm<typeof APPLICATION_FIELDS.job, ApplicationRuleMessage>;
  internship: UploadForm<typeof APPLICATION_FIELDS.internship, ApplicationRuleMessage>;
} = {
  /** POST /api/vacancies/{id}/apply, forwarded to the provider's POST /job-applications. */
  job: {
    ...shared,
    label: 'job application',
    fields: APPLICATION_FIELDS.job,
    schema: createJobApplicationSchema,
    firstProblem: (error) => firstApplicationProblem('job', error),
    target: { field: 'vacancy_id', namespace: 'Applications.job' },
  },
  /** POST /api/internship/apply, forwarded to the provider's POST /internship-applications. */
  internship: {
    ...shared,
    label: 'internship application',
    fields: APPLICATION_FIELDS.internship,
    schema: createInternshipApplicationSchema,
    firstProblem: (error) => firstApplicationProblem('internship', error),
  },
};
