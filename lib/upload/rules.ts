/**
 * Yup rules every upload form shares (tender proposals, job and internship applications), so the
 * browser and the server of each form check a name, an e-mail, a country, a consent or a document
 * the same way. Messages come from a translator, so both speak the visitor's language.
 */
import { boolean, mixed, string, type ValidationError } from 'yup';
import { MAX_EMAIL_LENGTH, MAX_FILE_BYTES, MAX_PHONE_LENGTH } from './constants';
import { isCountryCode } from './countries';
import { detectDocumentType } from './file-type';

/** Keys of a form's `errors` messages that these rules use. */
export type UploadRuleMessage =
  'required' | 'invalidEmail' | 'invalidCountry' | 'tooLong' | 'fileTooLarge' | 'fileType';

export type RuleTranslate<K extends string> = (
  key: K,
  values?: Record<string, string | number>,
) => string;

/** A file as both the browser's File and the server's parsed multipart part look. */
export type UploadFile = Blob & { readonly name: string };

export function isUploadFile(value: unknown): value is UploadFile {
  return (
    typeof Blob !== 'undefined' &&
    value instanceof Blob &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Content checks read the file, so each file is read once however often the form validates (on
 * every change in the browser).
 */
const detected = new WeakMap<Blob, ReturnType<typeof detectDocumentType>>();
export function documentType(file: UploadFile) {
  let result = detected.get(file);
  if (!result) {
    result = detectDocumentType(file);
    detected.set(file, result);
  }
  return result;
}

export function uploadRules<K extends string>(translate: RuleTranslate<K | UploadRuleMessage>) {
  // Yup interpolates `${…}` in string messages; a function keeps a file's name as it is.
  const message = (key: K | UploadRuleMessage, values?: Record<string, string | number>) => {
    const text = translate(key, values);
    return () => text;
  };
  const required = message('required');
  const tooLong = (max: number) => message('tooLong', { max });

  const optionalText = (max: number) =>
    string()
      .trim()
      .test('length', tooLong(max), (value) => !value || value.length <= max);
  const text = (max: number) => optionalText(max).required(required);

  /** One document (pdf, doc or docx by its bytes, at most 10 MB); null when none is attached. */
  const document = () =>
    mixed<UploadFile>((value): value is UploadFile => isUploadFile(value))
      .nullable()
      .typeError(required)
      // Each message names the file, so it is made with the error rather than given here.
      .test({
        name: 'file-size',
        test(file) {
          return file && file.size > MAX_FILE_BYTES
            ? this.createError({ message: message('fileTooLarge', { name: file.name }) })
            : true;
        },
      })
      .test({
        name: 'file-type',
        async test(file) {
          // An oversized file already has its message; it is not read.
          if (!file || file.size > MAX_FILE_BYTES || (await documentType(file))) return true;
          return this.createError({ message: message('fileType', { name: file.name }) });
        },
      });

  return {
    message,
    required,
    tooLong,
    text,
    optionalText,
    email: () =>
      text(MAX_EMAIL_LENGTH).test(
        'email',
        message('invalidEmail'),
        (value) => !value || string().email().isValidSync(value),
      ),
    phone: () => text(MAX_PHONE_LENGTH),
    country: () =>
      string()
        .trim()
        .required(required)
        .test('country', message('invalidCountry'), (value) => !value || isCountryCode(value)),
    document,
    requiredDocument: () => document().test('required', required, (file) => isUploadFile(file)),
    // The provider API takes consent as '1' or '0'; Yup reads '1'/'true' as true, '0'/'false' as false.
    consent: () =>
      boolean()
        .typeError(required)
        .required(required)
        .test('required', required, (value) => value === true),
  };
}

export interface UploadProblem<F extends string, R extends string> {
  field: F;
  rule: R;
  message: string;
}

/**
 * The problem to report for a failed validation: a missing field first (one message can then
 * name every required field at once), else the first problem in the form's order.
 * `ruleOf` names the rule of Yup's own failures ('optionality', 'typeError').
 */
export function firstProblemOf<F extends string, R extends string>(
  error: ValidationError,
  fields: readonly F[],
  rules: readonly R[],
  ruleOf: (type: string | undefined, field: F) => R,
): UploadProblem<F, R> | null {
  const problems = (error.inner.length > 0 ? error.inner : [error]).flatMap((inner) => {
    // `proposal_file[2]` is a problem of the files field.
    const name = inner.path?.match(/^\w+/)?.[0];
    const field = fields.find((known) => known === name);
    if (!field) return [];
    const rule = rules.find((known) => known === inner.type) ?? ruleOf(inner.type, field);
    return [{ field, rule, message: inner.message }];
  });
  const order = (p: UploadProblem<F, R>) =>
    (p.rule === 'required' ? 0 : fields.length) + fields.indexOf(p.field);
  return problems.sort((a, b) => order(a) - order(b))[0] ?? null;
}
