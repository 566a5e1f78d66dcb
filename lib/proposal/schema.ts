/**
 * The rules of the tender proposal form (spec §5), written once: the modal validates with this
 * schema in the browser and the route handler validates every request with it again, so the two
 * cannot drift. Messages come from a translator, so both speak the visitor's language.
 */
import {
  array,
  boolean,
  mixed,
  number,
  object,
  string,
  type InferType,
  type ValidationError,
} from 'yup';
import {
  CURRENCIES,
  MAX_EMAIL_LENGTH,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_PHONE_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TOTAL_FILE_BYTES,
} from './constants';
import { isCountryCode } from './countries';
import { detectDocumentType } from './file-type';

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

/** The fields in the order the form shows them; the first problem reported follows it. */
export const PROPOSAL_FIELDS = [
  'company_name',
  'contact_person',
  'email',
  'phone',
  'country',
  'proposed_amount',
  'currency',
  'proposal_file',
  'consent',
] as const;
export type ProposalField = (typeof PROPOSAL_FIELDS)[number];

/** A file as both the browser's File and the server's parsed multipart part look. */
export type ProposalFile = Blob & { readonly name: string };

function isProposalFile(value: unknown): value is ProposalFile {
  return (
    typeof Blob !== 'undefined' &&
    value instanceof Blob &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

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

/**
 * Content checks read the file, so each file is read once however often the form validates (on
 * every change in the browser).
 */
const detected = new WeakMap<Blob, ReturnType<typeof detectDocumentType>>();
function documentType(file: ProposalFile) {
  let result = detected.get(file);
  if (!result) {
    result = detectDocumentType(file);
    detected.set(file, result);
  }
  return result;
}

export function createProposalSchema(translate: ProposalTranslate) {
  // Yup interpolates `${…}` in string messages; a function keeps a file's name as it is.
  const message = (key: ProposalRuleMessage, values?: Record<string, string | number>) => {
    const text = translate(key, values);
    return () => text;
  };
  const required = message('required');

  const text = (max: number) =>
    string()
      .trim()
      .required(required)
      .test('length', message('tooLong', { max }), (value) => !value || value.length <= max);

  return object({
    company_name: text(MAX_TEXT_LENGTH),
    contact_person: text(MAX_TEXT_LENGTH),
    email: text(MAX_EMAIL_LENGTH).test(
      'email',
      message('invalidEmail'),
      (value) => !value || string().email().isValidSync(value),
    ),
    phone: text(MAX_PHONE_LENGTH),
    country: string()
      .trim()
      .required(required)
      .test('country', message('invalidCountry'), (value) => !value || isCountryCode(value)),
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
        mixed<ProposalFile>((value): value is ProposalFile => isProposalFile(value))
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
    // Spec §7 sends consent as '1' or '0'; Yup reads '1'/'true' as true and '0'/'false' as false.
    consent: boolean()
      .typeError(required)
      .required(required)
      .test('required', required, (value) => value === true),
  });
}

export type ProposalSchema = ReturnType<typeof createProposalSchema>;
export type ValidProposal = InferType<ProposalSchema>;

export interface ProposalProblem {
  field: ProposalField;
  rule: ProposalRule;
  message: string;
}

/**
 * The problem to report for a failed validation: a missing field first (its message names every
 * required field at once, spec §5), else the first problem in the form's order.
 */
export function firstProblem(error: ValidationError): ProposalProblem | null {
  const problems = (error.inner.length > 0 ? error.inner : [error]).flatMap((inner) => {
    // `proposal_file[2]` is a problem of the files field.
    const name = inner.path?.match(/^\w+/)?.[0];
    const field = PROPOSAL_FIELDS.find((known) => known === name);
    if (!field) return [];
    // Yup's own names: 'optionality' is a missing value; 'typeError' a value of the wrong kind,
    // which is a wrong amount for the amount and a missing value anywhere else.
    const known = PROPOSAL_RULES.find((rule) => rule === inner.type);
    const rule: ProposalRule =
      known ?? (inner.type === 'typeError' && field === 'proposed_amount' ? 'amount' : 'required');
    return [{ field, rule, message: inner.message }];
  });
  const order = (p: ProposalProblem) =>
    (p.rule === 'required' ? 0 : PROPOSAL_FIELDS.length) + PROPOSAL_FIELDS.indexOf(p.field);
  return problems.sort((a, b) => order(a) - order(b))[0] ?? null;
}
