/**
 * The multipart forms of the two applications, in both directions: the page's form builds one
 * for the site's route handler, the route handler reads it and builds it again for the provider
 * (POST /job-applications, POST /internship-applications). Nothing but these fields travels on.
 */
import { isUploadFile, type UploadFile } from '@/lib/upload/rules';
import {
  APPLICATION_FIELDS,
  APPLICATION_FILE_FIELDS,
  type ApplicationField,
  type ApplicationKind,
} from './schema';

export type ApplicationValue = string | boolean | UploadFile | null | undefined;
export type ApplicationInput = Partial<Record<ApplicationField, ApplicationValue>>;

const isFileField = (field: string) =>
  (APPLICATION_FILE_FIELDS as readonly string[]).includes(field);

/**
 * The fields of one form in its order: text as given (optional ones empty when left blank),
 * consent as '1' or '0' as the tender proposal sends it (spec §7), files only when attached.
 * A job application starts with the `vacancy_id` it is for.
 */
export function applicationFormData(
  kind: ApplicationKind,
  values: ApplicationInput,
  vacancyId?: string,
): FormData {
  const form = new FormData();
  if (kind === 'job' && vacancyId !== undefined) form.set('vacancy_id', vacancyId);
  for (const field of APPLICATION_FIELDS[kind]) {
    const value = values[field];
    if (isFileField(field)) {
      if (isUploadFile(value)) form.set(field, value, value.name);
    } else if (field === 'consent') {
      form.set(field, value === true ? '1' : '0');
    } else {
      form.set(field, typeof value === 'string' ? value : '');
    }
  }
  return form;
}

/**
 * An application as a visitor's request carries it, ready for the schema: the first text value of
 * each known field and the first file of each file field. Anything else is left behind, and a
 * text sent where a file belongs (or the reverse) counts as missing.
 */
export function readApplicationForm(kind: ApplicationKind, form: FormData): ApplicationInput {
  const input: ApplicationInput = {};
  for (const field of APPLICATION_FIELDS[kind]) {
    const value = form.get(field);
    if (isFileField(field))
      input[field] = value !== null && typeof value !== 'string' ? value : null;
    else if (typeof value === 'string') input[field] = value;
  }
  return input;
}
