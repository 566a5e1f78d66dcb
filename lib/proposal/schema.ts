/**
 * The tender proposal form, written once: its fields (lib/upload/form.ts) and its rules (docs/features.md,
 * *Tenders and proposals*). The modal validates with this schema in the browser and the route
 * handler validates every request with it again, so the two cannot drift. Messages come from a
 * translator, so both speak the visitor's language.
 */
import { array, mixed, number, object, string, type ValidationError } from 'yup';
import { fieldNames, type UploadForm } from '@/lib/upload/form';
import {
  documentType,
  firstProblemOf,
  isBlank,
  isUploadFile,
  uploadRules,
  type UploadFile,
  type UploadProblem,
} from '@/lib/upload/rules';
import {
  CURRENCIES,
  MAX_BODY_BYTES,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_TEXT_LENGTH,
  MAX_TOTAL_FILE_BYTES,
} from './constants';

/** Keys of `Proposal.errors` in messages/*.json that the schema uses. */
export type ProposalRuleMessage =
  | 'required'
  | 'invalidEmail'
  | 'invalidAmount'
  | 'invalidCurrency'
  | 'invalidCountry'
  | 'tooLong'
  | 'tooManyFiles'
  | 'fileTooLarge'
  | 'fileType'
  | 'filesTooLarge';

export type ProposalTranslate = (
  key: ProposalRuleMessage,
  values?: Record<string, string | number>,
) => string;

/** What a rule is called when it fails (a ValidationError's `type`); the server maps it to a status. */
export const PROPOSAL_RULES = [
  'required',
  'email',
  'amount',
  'currency',
  'country',
  'length',
  'files-count',
  'file-size',
  'files-total',
  'file-type',
] as const;
export type ProposalRule = (typeof PROPOSAL_RULES)[number];

/** The fields, with the provider API's names, in the order it takes them. */
export const PROPOSAL_FIELDS = {
  company_name: 'text',
  contact_person: 'text',
  email: 'text',
  phone: 'text',
  country: 'text',
  proposal_file: 'files',
  proposed_amount: 'text',
  currency: 'text',
  consent: 'consent',
} as const;
export type ProposalField = keyof typeof PROPOSAL_FIELDS;

/**
 * The order the modal shows the fields in, which problems are reported and focus follows: the
 * amount and its currency before the files (the provider API lists the files first).
 */
export const PROPOSAL_SHOWN_ORDER: readonly ProposalField[] = [
  ...fieldNames(PROPOSAL_FIELDS).filter((name) => name !== 'proposal_file' && name !== 'consent'),
  'proposal_file',
  'consent',
];

export type ProposalFile = UploadFile;

/**
 * An amount as typed: Arabic-Indic and Persian digits and the Arabic decimal separator are read
 * like their ASCII forms; anything but a plain decimal number (grouping commas, hex) is not a
 * number.
 */
export function parseAmount(text: string): number {
  const ascii = text
    .replace(/\s/g, '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.');
  return /^\+?(\d+(\.\d*)?|\.\d+)$/.test(ascii) ? Number(ascii) : NaN;
}

export function createProposalSchema(translate: ProposalTranslate) {
  const rules = uploadRules(translate);
  const { message, required } = rules;

  return object({
    company_name: rules.text(MAX_TEXT_LENGTH),
    contact_person: rules.text(MAX_TEXT_LENGTH),
    email: rules.email(),
    phone: rules.phone(),
    country: rules.country(),
    proposed_amount: number()
      // An empty field is missing, not zero; text that is not a number is a wrong amount.
      .transform((value: number, original: unknown) =>
        isBlank(original)
          ? undefined
          : typeof original === 'string'
            ? parseAmount(original)
            : value,
      )
      .typeError(message('invalidAmount'))
      .required(required)
      .test(
        'amount',
        message('invalidAmount'),
        (value) => value === undefined || (Number.isFinite(value) && value > 0 && value < 1e15),
      ),
    currency: string()
      .trim()
      .required(required)
      .test(
        'currency',
        message('invalidCurrency'),
        (value) => !value || (CURRENCIES as readonly string[]).includes(value),
      ),
    proposal_file: array()
      .of(
        mixed<ProposalFile>((value): value is ProposalFile => isUploadFile(value))
          .defined(required)
          .typeError(required),
      )
      .typeError(required)
      .required(required)
      .test('required', required, (files) => (files ?? []).length > 0)
      .test(
        'files-count',
        message('tooManyFiles', { max: MAX_FILES }),
        (files) => (files ?? []).length <= MAX_FILES,
      )
      .test('file-size', 'file-size', function (files) {
        const large = (files ?? []).find((file) => file.size > MAX_FILE_BYTES);
        return large
          ? this.createError({ message: message('fileTooLarge', { name: large.name }) })
          : true;
      })
      .test(
        'files-total',
        message('filesTooLarge'),
        (files) => (files ?? []).reduce((sum, file) => sum + file.size, 0) <= MAX_TOTAL_FILE_BYTES,
      )
      .test('file-type', 'file-type', async function (files) {
        // Oversized files already have their message; they are not read.
        for (const file of files ?? []) {
          if (file.size > MAX_FILE_BYTES) continue;
          if (!(await documentType(file))) {
            return this.createError({ message: message('fileType', { name: file.name }) });
          }
        }
        return true;
      }),
    consent: rules.consent(),
  });
}

export type ProposalProblem = UploadProblem<ProposalField, ProposalRule>;

/** The problem to report for a failed validation (see firstProblemOf). */
export function firstProblem(error: ValidationError): ProposalProblem | null {
  // Yup's own names: 'optionality' is a missing value; 'typeError' a value of the wrong kind,
  // which is a wrong amount for the amount and a missing value anywhere else.
  return firstProblemOf(error, PROPOSAL_SHOWN_ORDER, PROPOSAL_RULES, (type, field) =>
    type === 'typeError' && field === 'proposed_amount' ? 'amount' : 'required',
  );
}

/** POST /api/tenders/{id}/apply, forwarded to the provider's POST /tenders/{id}/apply. */
export const PROPOSAL_FORM: UploadForm<typeof PROPOSAL_FIELDS, ProposalRuleMessage> = {
  label: 'tender proposal',
  fields: PROPOSAL_FIELDS,
  namespace: 'Proposal',
  maxBodyBytes: MAX_BODY_BYTES,
  schema: createProposalSchema,
  firstProblem,
  target: { field: 'tender_id', namespace: 'Tenders' },
};
