/** Limits and lists of the tender proposal form (spec §5 and §9), shared by browser and server. */

/** Spec §5: currencies offered, USD by default. */
export const CURRENCIES = ['USD', 'JOD', 'EGP', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

const MB = 1024 * 1024;

/** Spec §5/§9: each file at most 10 MB. */
export const MAX_FILE_BYTES = 10 * MB;
/** Not in the spec: bounds what one submission may carry, in number of files and in bytes. */
export const MAX_FILES = 10;
export const MAX_TOTAL_FILE_BYTES = 50 * MB;
/** The whole request body: the files plus room for the text fields and multipart framing. */
export const MAX_BODY_BYTES = MAX_TOTAL_FILE_BYTES + MB;

/** Longest accepted text in the name fields; emails follow RFC 5321's 254, phones 40. */
export const MAX_TEXT_LENGTH = 200;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PHONE_LENGTH = 40;

/** Extensions and MIME types the file picker offers; the content decides what is accepted. */
export const FILE_ACCEPT = [
  '.pdf',
  '.doc',
  '.docx',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');
