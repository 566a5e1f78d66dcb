/**
 * The forms whose files travel by tus (`/api/uploads`), described once for the browser and the
 * server: the name an upload's `form` metadata gives, where its messages live, and the limits a
 * submission of it keeps (the same as its multipart path: lib/proposal/constants.ts,
 * lib/applications/constants.ts).
 */
import { MAX_FILE_BYTES } from '../constants';
import type { FormNamespace } from '../form';

export const UPLOAD_FORM_KINDS = ['tender', 'vacancy', 'internship'] as const;
export type UploadFormKind = (typeof UPLOAD_FORM_KINDS)[number];

export interface UploadFormLimits {
  namespace: FormNamespace;
  /** Files one submission may carry, and their bytes together. */
  maxFiles: number;
  maxTotalBytes: number;
  /** The message, in the form's `errors`, that says the files together are too large. */
  totalMessage: 'filesTooLarge' | 'bodyTooLarge';
}

const TENDER: UploadFormLimits = {
  namespace: 'Proposal',
  maxFiles: 10,
  maxTotalBytes: 5 * MAX_FILE_BYTES,
  totalMessage: 'filesTooLarge',
};
/** A CV and a letter, each within 10 MB. */
const APPLICATION: UploadFormLimits = {
  namespace: 'Applications',
  maxFiles: 2,
  maxTotalBytes: 2 * MAX_FILE_BYTES,
  totalMessage: 'bodyTooLarge',
};

export const UPLOAD_FORMS: Record<UploadFormKind, UploadFormLimits> = {
  tender: TENDER,
  vacancy: APPLICATION,
  internship: APPLICATION,
};

export function isUploadFormKind(value: unknown): value is UploadFormKind {
  return UPLOAD_FORM_KINDS.includes(value as UploadFormKind);
}

/** Where uploads are created; an upload's address is this path and its id. */
export const UPLOADS_PATH = '/api/uploads';

/** An upload id: the submission's id, a dash, then 32 random hex digits (lib/upload/tus/endpoint.ts). */
export const UPLOAD_ID = /^[A-Za-z0-9]{16,64}-[0-9a-f]{32}$/;

/** The id a form gives all the uploads of one submission, so their total can be bounded. */
export const SUBMISSION_ID = /^[A-Za-z0-9]{16,64}$/;
