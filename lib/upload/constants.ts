/** Limits every upload form shares (tender proposals, job and internship applications). */

export const MB = 1024 * 1024;

/** Each attached file: at most 10 MB. */
export const MAX_FILE_BYTES = 10 * MB;

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
