import type { FieldTable } from '../form';
import type { UploadFormKind } from '../tus/forms';

// Files a form sent ahead by tus (/api/uploads) and names by their address, read where the
// multipart parts would be (lib/upload/server/handler.ts).

/** Why an address cannot stand for a file: the `Uploads.errors` message that says so. */
export type UnresolvedUpload = 'notFound' | 'notFinished';

/** Finds the finished uploads a form names (lib/upload/tus/resolve.ts), and removes them. */
export interface UploadResolver {
  /**
   * The file a finished upload of this form holds, when `address` names one on this site
   * (`/api/uploads/<id>`, or the same on one of `origins`).
   */
  resolve(
    kind: UploadFormKind,
    address: string,
    origins: string[],
  ): Promise<{ ok: true; id: string; file: File } | { ok: false; reason: UnresolvedUpload }>;
  /** Once the submission went through: its uploads are not kept twice. */
  remove(ids: string[]): Promise<void>;
}

/** `proposal_file[3]` is a part of the field `proposal_file`. */
const fieldOf = (key: string) => key.replace(/\[\d*\]$/, '');

/**
 * The form as the multipart path reads it: each file field that names a finished upload by its
 * address (text where a file part would be) gets that upload's file instead, so every rule after
 * this reads the same files either way. Null and the reason when an address names no finished
 * upload of this form.
 */
export async function withUploadedFiles(
  table: FieldTable,
  form: FormData,
  kind: UploadFormKind,
  uploads: UploadResolver | undefined,
  origins: string[],
): Promise<{ form: FormData; ids: string[] } | { reason: UnresolvedUpload }> {
  const out = new FormData();
  const ids: string[] = [];
  for (const [key, value] of form.entries()) {
    const field = table[fieldOf(key)];
    if (uploads && typeof value === 'string' && (field === 'file' || field === 'files')) {
      const found = await uploads.resolve(kind, value, origins);
      if (!found.ok) return { reason: found.reason };
      ids.push(found.id);
      out.append(key, found.file, found.file.name);
    } else if (typeof value === 'string') out.append(key, value);
    else out.append(key, value, value.name);
  }
  return { form: out, ids };
}
