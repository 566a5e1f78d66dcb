/** @jest-environment node */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pdfBytes } from '../__fixtures__/documents';
import { MULTIPART_LIMITS, parseMultipart as parse } from './multipart';

// A temporary root of its own, so other test files' uploads running alongside do not count.
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'multipart-test-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));
const parseMultipart = (...args: [ReadableStream<Uint8Array> | null, string, number]) =>
  parse(...args, root);

/** A multipart body as a client would send it, with its Content-Type. */
async function encode(form: FormData) {
  const request = new Request('http://x/', { method: 'POST', body: form });
  return { body: request.body, type: request.headers.get('content-type')! };
}

/** A hand-written multipart body (a hostile client need not use a well-behaved encoder). */
function raw(parts: string[], boundary = 'XyZ', close = true) {
  const text =
    parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('') +
    (close ? `--${boundary}--\r\n` : '');
  return {
    body: new Blob([text]).stream(),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const field = (name: string, value: string) =>
  `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;

const leftovers = async () =>
  (await readdir(root)).filter((name) => name.startsWith('inwrdam-upload-'));

describe('parseMultipart', () => {
  it('keeps fields and files in order, files backed by temporary files removed on dispose', async () => {
    const before = await leftovers();
    const form = new FormData();
    form.append('company_name', 'شركة المياه');
    form.append(
      'proposal_file[0]',
      new File([pdfBytes(2048)], 'offer.pdf', { type: 'application/pdf' }),
    );
    form.append('consent', '1');
    const { body, type } = await encode(form);
    const parsed = await parseMultipart(body, type, 1024 * 1024);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect([...parsed.form.keys()]).toEqual(['company_name', 'proposal_file[0]', 'consent']);
    expect(parsed.form.get('company_name')).toBe('شركة المياه');
    const file = parsed.form.get('proposal_file[0]') as File;
    expect([file.name, file.size, file.type]).toEqual(['offer.pdf', 2048, 'application/pdf']);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes(2048));
    expect((await leftovers()).length).toBe(before.length + 1);
    await parsed.dispose();
    expect(await leftovers()).toEqual(before);
  });

  it('refuses more fields than any form has', async () => {
    const parts = Array.from({ length: MULTIPART_LIMITS.fields + 1 }, (_, i) =>
      field(`f${i}`, 'x'),
    );
    const { body, type } = raw(parts);
    await expect(parseMultipart(body, type, 1024 * 1024)).resolves.toEqual({
      ok: false,
      reason: 'too-many-parts',
    });
  });

  it('refuses more files than any form has', async () => {
    const form = new FormData();
    for (let i = 0; i <= MULTIPART_LIMITS.files; i += 1) {
      form.append(`proposal_file[${i}]`, new File([pdfBytes(64)], `f${i}.pdf`));
    }
    const { body, type } = await encode(form);
    await expect(parseMultipart(body, type, 1024 * 1024)).resolves.toMatchObject({
      ok: false,
      reason: 'too-many-parts',
    });
  });

  it('reads a body of exactly the byte limit', async () => {
    const text = `--XyZ\r\n${field('letter', 'x'.repeat(100))}\r\n--XyZ--\r\n`;
    const parsed = await parseMultipart(
      new Blob([text]).stream(),
      'multipart/form-data; boundary=XyZ',
      Buffer.byteLength(text),
    );
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.form.get('letter')).toBe('x'.repeat(100));
    await parsed.dispose();
  });

  it('answers malformed, and keeps no file, when the body breaks off mid-upload', async () => {
    const before = await leftovers();
    const start = `--XyZ\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n%PDF-1.7`;
    let pulls = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1) controller.enqueue(new TextEncoder().encode(start));
        else controller.error(new Error('client went away'));
      },
    });
    await expect(
      parseMultipart(broken, 'multipart/form-data; boundary=XyZ', 1024 * 1024),
    ).resolves.toEqual({ ok: false, reason: 'malformed' });
    expect(await leftovers()).toEqual(before);
  });

  it('stops reading past the byte limit, and refuses an oversized text field', async () => {
    const big = raw([field('letter', 'x'.repeat(4096))]);
    await expect(parseMultipart(big.body, big.type, 1024)).resolves.toMatchObject({
      ok: false,
      reason: 'too-large',
    });
    const long = raw([field('letter', 'x'.repeat(MULTIPART_LIMITS.fieldSize + 1))]);
    await expect(parseMultipart(long.body, long.type, 1024 * 1024)).resolves.toMatchObject({
      ok: false,
      reason: 'too-large',
    });
  });

  it('cuts a file one byte past the 10 MB cap, so the form rules refuse it as too large', async () => {
    const form = new FormData();
    form.append('cv', new File([new Uint8Array(MULTIPART_LIMITS.fileSize + 4096)], 'cv.pdf'));
    const { body, type } = await encode(form);
    const parsed = await parseMultipart(body, type, 64 * 1024 * 1024);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect((parsed.form.get('cv') as File).size).toBe(MULTIPART_LIMITS.fileSize);
    await parsed.dispose();
  });

  it('answers malformed for a cut-off body, a missing boundary or another content type', async () => {
    const before = await leftovers();
    const cut = raw(
      [`Content-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n%PDF-1.7 and then`],
      'XyZ',
      false,
    );
    await expect(parseMultipart(cut.body, cut.type, 1024)).resolves.toMatchObject({
      reason: 'malformed',
    });
    const noBoundary = raw([field('a', 'b')]);
    await expect(
      parseMultipart(noBoundary.body, 'multipart/form-data', 1024),
    ).resolves.toMatchObject({ reason: 'malformed' });
    await expect(
      parseMultipart(new Blob(['{}']).stream(), 'application/json', 1024),
    ).resolves.toMatchObject({ reason: 'malformed' });
    expect(await leftovers()).toEqual(before);
  });
});
