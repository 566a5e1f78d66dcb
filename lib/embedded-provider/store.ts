import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where visitors' submissions live: `DATA_DIR`, default `.data/` (git-ignored). */
export function dataDir(): string {
  // Read at run time; the ignore comment keeps the bundler from tracing the whole project here.
  return path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR?.trim() || '.data');
}

export interface StoredFile {
  field: string;
  original_name: string;
  stored_as: string;
  size: number;
  type: string;
}

export interface SubmissionRecord {
  receipt_id: string;
  kind: 'tender-proposal' | 'job-application' | 'internship-application';
  received_at: string;
  locale: string;
  fields: Record<string, string>;
  files: StoredFile[];
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
async function writeAtomically(target: string, data: Uint8Array | string): Promise<void> {
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, data);
  await rename(temp, target);
}

/**
 * Stores one submission: every file under a random name (never the visitor's), then one JSON
 * record. The record is written last, so a listed record always has its files.
 */
export async function saveSubmission(
  kind: SubmissionRecord['kind'],
  locale: string,
  fields: Record<string, string>,
  files: { field: string; file: File }[],
): Promise<SubmissionRecord> {
  const root = dataDir();
  const uploads = path.join(root, 'uploads');
  const records = path.join(root, 'submissions');
  await mkdir(uploads, { recursive: true });
  await mkdir(records, { recursive: true });

  const stored: StoredFile[] = [];
  for (const { field, file } of files) {
    const storedAs = randomUUID();
    await writeAtomically(path.join(uploads, storedAs), new Uint8Array(await file.arrayBuffer()));
    stored.push({
      field,
      original_name: file.name,
      stored_as: `uploads/${storedAs}`,
      size: file.size,
      type: file.type,
    });
  }

  const record: SubmissionRecord = {
    receipt_id: randomUUID(),
    kind,
    received_at: new Date().toISOString(),
    locale,
    fields,
    files: stored,
  };
  await writeAtomically(
    path.join(records, `${record.receipt_id}.json`),
    JSON.stringify(record, null, 2),
  );
  return record;
}
