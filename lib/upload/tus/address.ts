import { UPLOAD_ID, UPLOADS_PATH } from './forms';

// Server side only (the forms' browser code imports forms.ts, and needs none of this).

/** The upload id an address names: `/api/uploads/<id>`, or null. */
export function uploadIdOf(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://site.invalid').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(`${UPLOADS_PATH}/`)) return null;
  const id = pathname.slice(UPLOADS_PATH.length + 1);
  return UPLOAD_ID.test(id) ? id : null;
}
