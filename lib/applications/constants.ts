/** Limits of the job and internship application forms, shared by browser and server. */
import { MAX_FILE_BYTES, MB } from '@/lib/upload/constants';

/** A letter typed into the form: about two pages. */
export const MAX_LETTER_LENGTH = 6000;
/** A profile link (LinkedIn, a personal site). */
export const MAX_URL_LENGTH = 500;
/** An internship runs at most a year. */
export const MAX_INTERNSHIP_MONTHS = 12;
/**
 * The whole request body: at most two files (the CV and a letter), each within the tenders'
 * 10 MB, plus room for the text fields and multipart framing.
 */
export const MAX_APPLICATION_BODY_BYTES = 2 * MAX_FILE_BYTES + MB;
