import 'server-only';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import { once } from 'node:events';
import { createWriteStream, openAsBlob, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MAX_FILE_BYTES } from '../constants';

/**
 * Bounds on what one multipart body may hold, a little above what any form accepts (ten
 * proposal files, an application's dozen fields), so the forms' own rules still answer with
 * their precise messages while a hostile body cannot make the parser keep thousands of parts:
 * the fields and files bound the parts (43 at most). A file is cut one byte past the 10 MB cap:
 * the schema then refuses it as too large.
 */
export const MULTIPART_LIMITS = {
  files: 11,
  fields: 32,
  fieldNameSize: 100,
  /** A letter of 6,000 characters in Arabic or Persian is about 12 kB of UTF-8. */
  fieldSize: 32 * 1024,
  fileSize: MAX_FILE_BYTES + 1,
  headerPairs: 16,
} as const;

export type MultipartFailure = 'too-large' | 'too-many-parts' | 'malformed';

export type MultipartResult =
  | { ok: true; form: FormData; dispose: () => Promise<void> }
  | { ok: false; reason: MultipartFailure };

/**
 * Parses a multipart body as it arrives (@fastify/busboy, the maintained fork undici used for
 * its own multipart parsing, with its TypeScript types): text fields are kept, each file is
 * streamed to a temporary file and handed on as a file-backed Blob (`fs.openAsBlob`), so a
 * request holds a few chunks in memory rather than its whole body. Reading stops at `maxBytes`
 * even when Content-Length is missing or lies. `dispose` removes the temporary files once the
 * submission has been stored or refused.
 */
export async function parseMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  maxBytes: number,
  /** Where the temporary files go: the system's temporary folder unless a test says otherwise. */
  tempRoot = os.tmpdir(),
): Promise<MultipartResult> {
  if (!body || !contentType.toLowerCase().startsWith('multipart/form-data')) {
    return { ok: false, reason: 'malformed' };
  }
  let parser: BusboyInstance;
  try {
    parser = new Busboy({ headers: { 'content-type': contentType }, limits: MULTIPART_LIMITS });
  } catch {
    // No boundary, or not a multipart type the parser knows.
    return { ok: false, reason: 'malformed' };
  }

  const dir = await mkdtemp(path.join(tempRoot, 'inwrdam-upload-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  /** Entries in the order they arrived; files resolve once written. */
  const entries: { name: string; value: string | Promise<File> }[] = [];
  const streams: { destroy(): unknown }[] = [];
  const sinks: WriteStream[] = [];
  let failure = null as MultipartFailure | null;
  const fail = (reason: MultipartFailure) => {
    failure ??= reason;
  };

  parser.on('field', (name, value, nameTruncated, valueTruncated) => {
    if (nameTruncated || valueTruncated) fail('too-large');
    else entries.push({ name, value });
  });
  parser.on('file', (name, stream, filename, _encoding, mimeType) => {
    streams.push(stream);
    const target = path.join(dir, String(entries.length));
    const sink = createWriteStream(target);
    sinks.push(sink);
    const written = pipeline(stream, sink).then(
      async () =>
        // The name is the visitor's and is cleaned where it is used (forwardedFile, the store).
        new File([await openAsBlob(target)], filename ?? '', { type: mimeType }),
    );
    // A failed write makes the body malformed where the entries are read; this only keeps the
    // rejection handled when they never are (the body already failed).
    written.catch(() => fail('malformed'));
    entries.push({ name, value: written });
  });
  for (const event of ['filesLimit', 'fieldsLimit']) {
    parser.on(event, () => fail('too-many-parts'));
  }
  const finished = once(parser, 'finish').then(
    () => undefined,
    () => fail('malformed'),
  );

  const reader = body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) fail('too-large');
      if (failure) break;
      if (!parser.write(value)) await once(parser, 'drain');
    }
    if (!failure) {
      parser.end();
      await finished;
    }
  } catch {
    // The body broke off (the client went away mid-upload).
    fail('malformed');
  }

  if (!failure) {
    try {
      const form = new FormData();
      for (const { name, value } of entries) form.append(name, await value);
      return { ok: true, form, dispose };
    } catch {
      fail('malformed');
    }
  }
  await reader.cancel().catch(() => {});
  parser.destroy();
  // A file cut off mid-body would otherwise wait for data forever.
  for (const stream of [...streams, ...sinks]) stream.destroy();
  // Every temporary file closed before its folder is removed (an open file's folder cannot be
  // removed on every system, and one still opening would be created after it).
  await Promise.all(
    sinks.map((sink) =>
      sink.closed ? null : new Promise<void>((resolve) => sink.once('close', () => resolve())),
    ),
  );
  await dispose();
  return { ok: false, reason: failure ?? 'malformed' };
}
