/** Limits and lists of the tender proposal form, shared by browser and server. */
import { MB } from '@/lib/upload/constants';

export {
  FILE_ACCEPT,
  MAX_EMAIL_LENGTH,
  MAX_FILE_BYTES,
  MAX_PHONE_LENGTH,
  MAX_TEXT_LENGTH,
} from '@/lib/upload/constants';

/** The currencies offered, USD by default. */
export const CURRENCIES = ['USD', 'JOD', 'EGP', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

/** What one submission may carry, in files and in bytes (docs/features.md, *Tenders and proposals*). */
export const MAX_FILES = 10;
export const MAX_TOTAL_FILE_BYTES = 50 * MB;
/** The whole request body: the files plus room for the text fields and multipart framing. */
export const MAX_BODY_BYTES = MAX_TOTAL_FILE_BYTES + MB;
