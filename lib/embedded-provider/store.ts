import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { DOCUMENT_EXTENSION, DOCUMENT_MIME, type DocumentType } from '@/lib/upload/file-type';
import { safeFileName } from '@/lib/upload/names';
import { dataDir } from './data-dir';
import { recordStored } from './quota';

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
async function writeAtomically(target: string, data: Blob | string): Promise<void> {
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    if (typeof data === 'string') await writeFile(temp, data);
    // Streamed: a 10 MB file is never held in memory whole.
    else
      await pipeline(
        Readable.fromWeb(data.stream() as NodeReadableStream<Uint8Array>),
        createWriteStream(temp),
      );
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Stores one submission: every file under a random name (never the visitor's) ending in the
 * extension of the type its content showed, then one JSON record. The record is written last,
 * so a listed record always has its files. The visitor's name is kept for staff, cleaned of
 * control and bidirectional-format characters.
 */
export async function saveSubmission(
  kind: SubmissionRecord['kind'],
  locale: string,
  fields: Record<string, string>,
  files: { field: string; file: File; type: DocumentType }[],
): Promise<SubmissionRecord> {
  const root = dataDir();
  const uploads = path.join(root, 'uploads');
  const records = path.join(root, 'submissions');
  await mkdir(uploads, { recursive: true });
  await mkdir(records, { recursive: true });

  const stored: StoredFile[] = [];
  for (const { field, file, type } of files) {
    const storedAs = `${randomUUID()}${DOCUMENT_EXTENSION[type]}`;
    await writeAtomically(path.join(uploads, storedAs), file);
    recordStored(file.size);
    stored.push({
      field,
      original_name: safeFileName(file.name, field),
      stored_as: `uploads/${storedAs}`,
      size: file.size,
      type: DOCUMENT_MIME[type],
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
