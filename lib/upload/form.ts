/**
 * An upload form described once, as a table of its fields (browser and server): each field's
 * name, in the order the form shows it, and what it carries. The form's values, its multipart
 * body in both directions (the browser writes it for the site's route handler; the handler reads
 * it and writes it again for the provider) and the order its problems are reported in all come
 * from the table. Nothing but the table's fields travels on.
 */
import type { ValidateOptions, ValidationError } from 'yup';
import { isUploadFile, type RuleTranslate, type UploadFile, type UploadProblem } from './rules';

/**
 * `text`: a typed or chosen value; `consent`: a checkbox, sent as '1' or '0' as the provider API
 * expects; `file`: at most one document; `files`: any number, sent as `name[0]`, `name[1]`…
 */
export type FieldKind = 'text' | 'consent' | 'file' | 'files';
export type FieldTable = Readonly<Record<string, FieldKind>>;
export type FieldName<T extends FieldTable> = Extract<keyof T, string>;

/** A form's values while the visitor fills it in (Formik's values). */
export type FormState<T extends FieldTable> = {
  -readonly [N in keyof T]: T[N] extends 'files'
    ? File[]
    : T[N] extends 'file'
      ? File | null
      : T[N] extends 'consent'
        ? boolean
        : string;
};

/** Values as the schema reads them from a request: text as sent, files as parsed. */
export type FormInput<T extends FieldTable> = {
  [N in keyof T as T[N] extends 'files' | 'file' ? never : N]?: string;
} & {
  [N in keyof T as T[N] extends 'files' | 'file' ? N : never]: T[N] extends 'files'
    ? UploadFile[]
    : UploadFile | null;
};

/** Values to write: a form's state, or what its schema made of a request. */
export type FormValues<T extends FieldTable> = {
  [N in keyof T]?: T[N] extends 'files'
    ? readonly UploadFile[]
    : T[N] extends 'file'
      ? UploadFile | null
      : T[N] extends 'consent'
        ? boolean | string
        : string | number;
};

export const fieldNames = <T extends FieldTable>(table: T) => Object.keys(table) as FieldName<T>[];

/** An empty form: blank text, consent not given, nothing attached. */
export function emptyState<T extends FieldTable>(table: T): FormState<T> {
  const empty = { text: '', consent: false, file: null } as const;
  return Object.fromEntries(
    Object.entries(table).map(([name, kind]) => [name, kind === 'files' ? [] : empty[kind]]),
  ) as FormState<T>;
}

/** `proposal_file`, `proposal_file[]` and `proposal_file[3]` all name the field `proposal_file`. */
const baseName = (key: string) => key.replace(/\[\d*\]$/, '');

/**
 * A form as a visitor's request carries it, ready for the schema: the first text value of each
 * text field, the first file of a `file` field (null when none, or when text came instead) and
 * every file of a `files` field in order. Anything else is left behind.
 */
export function readForm<T extends FieldTable>(table: T, form: FormData): FormInput<T> {
  const input: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(table)) {
    const value = form.get(name);
    if (kind === 'files') {
      input[name] = [...form.entries()]
        .filter(([key, part]) => baseName(key) === name && isUploadFile(part))
        .map(([, part]) => part);
    } else if (kind === 'file') {
      input[name] = isUploadFile(value) ? value : null;
    } else if (typeof value === 'string') {
      input[name] = value;
    }
  }
  return input as FormInput<T>;
}

/**
 * The multipart body of a form: `leading` first (what it applies for: `tender_id`,
 * `vacancy_id`), then each field in the table's order: text as given (empty when missing),
 * consent as '1' or '0', files only when attached.
 */
export function writeForm<T extends FieldTable>(
  table: T,
  values: FormValues<T>,
  leading: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(leading)) form.set(name, value);
  for (const [name, kind] of Object.entries(table)) {
    const value: unknown = values[name];
    if (kind === 'files') {
      (Array.isArray(value) ? value : []).filter(isUploadFile).forEach((file, index) => {
        form.set(`${name}[${index}]`, file, file.name);
      });
    } else if (kind === 'file') {
      if (isUploadFile(value)) form.set(name, value, value.name);
    } else if (kind === 'consent') {
      form.set(name, value === true ? '1' : '0');
    } else {
      form.set(name, typeof value === 'string' || typeof value === 'number' ? String(value) : '');
    }
  }
  return form;
}

/** Where a form's messages live in messages/*.json: `<namespace>.errors.<key>`. */
export type FormNamespace = 'Proposal' | 'Applications';

/**
 * Everything the route handler needs to know about one form: its table, its rules, its limit,
 * and what it applies for. The browser uses the same table and schema.
 */
export interface UploadForm<T extends FieldTable, M extends string> {
  /** Names the submission in the server log. */
  label: string;
  fields: T;
  namespace: FormNamespace;
  /** The whole request body: the files plus room for the text fields and multipart framing. */
  maxBodyBytes: number;
  schema: (translate: RuleTranslate<M>) => {
    validate: (value: unknown, options?: ValidateOptions) => Promise<FormValues<T>>;
  };
  /** The problem to report for a failed validation (see firstProblemOf). */
  firstProblem: (error: ValidationError) => UploadProblem<FieldName<T>, string> | null;
  /**
   * A form sent for one thing (a tender, a vacancy): the field that names it to the provider, and
   * the namespace of its "not found" and "closed" messages.
   */
  target?: { field: 'tender_id' | 'vacancy_id'; namespace: 'Tenders' | 'Applications.job' };
}
