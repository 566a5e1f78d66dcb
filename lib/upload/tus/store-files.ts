import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What @tus/file-store writes beside each upload (`<id>.json`): when it was created and its
 * announced length. The endpoint reads them to bound a submission's total and to sweep what
 * expired; both instances of a machine read the same folder.
 */
interface UploadInfo {
  creation_date?: string;
  size?: number;
}

/**
 * The info of every upload in `directory` whose id starts with `prefix`. One removed meanwhile
 * (by the other instance's sweep, or a submission) is left out; a missing folder has none.
 */
async function* uploadInfos(
  directory: string,
  prefix = '',
): AsyncGenerator<{ id: string; info: UploadInfo }> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.json')) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(path.join(directory, name), 'utf8'));
    } catch {
      continue;
    }
    // Whole JSON that is no object (`null`, a number) is a record without a creation or size:
    // the sweep removes it rather than stopping at it.
    const info: UploadInfo = typeof parsed === 'object' && parsed !== null ? parsed : {};
    yield { id: name.slice(0, -'.json'.length), info };
  }
}

/** The uploads of one submission (named `<submission>-…`): their count and announced bytes. */
export async function submissionSize(directory: string, submission: string) {
  let files = 0;
  let bytes = 0;
  for await (const { info } of uploadInfos(directory, `${submission}-`)) {
    files += 1;
    bytes += Number(info.size) || 0;
  }
  return { files, bytes };
}

/**
 * Removes every upload created more than `expirationMs` before `now`, finished (never submitted)
 * or not, and one whose creation cannot be read; answers how many it removed.
 */
export async function removeExpired(
  directory: string,
  remove: (id: string) => Promise<void>,
  now: number,
  expirationMs: number,
): Promise<number> {
  let removed = 0;
  for await (const { id, info } of uploadInfos(directory)) {
    // A date that cannot be read parses as NaN, which is within no expiry: removed.
    const created = Date.parse(info.creation_date ?? '');
    if (now - created <= expirationMs) continue;
    try {
      await remove(id);
      removed += 1;
    } catch {
      // Removed meanwhile by the other instance's sweep, or a submission.
    }
  }
  return removed;
}
