import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pdf, proposalFields } from '../application-form';
import { tusCreate, tusUpload } from '../tus';
import { EDGE, HTTPS, ID, edgeCache, flushRedis } from './edge';

// Resumable uploads through the edge (deploy/nginx.conf and deploy/varnish.vcl, their
// /api/uploads blocks): every tus method reaches an instance unbuffered and uncached, and an
// upload begun on one instance goes on on the other (one store under DATA_DIR, locks in Redis).
const instance = (index: 0 | 1) => `http://localhost:${EDGE.instances[index]}`;

test('an upload begun on one instance resumes on the other, and the provider receives it whole', async ({
  request,
}) => {
  await flushRedis();
  const marker = `edge-resume-${Date.now()}`;
  const file = pdf(`${marker}.pdf`, 5 * 1024 * 1024, marker);
  const created = await tusCreate(request, HTTPS, file.buffer.length, {
    form: 'tender',
    filename: file.name,
    submission: `edge${Date.now()}resume`,
  });
  expect(created.status()).toBe(201);
  const location = created.headers().location!;
  expect(location).toMatch(/^\/api\/uploads\//);
  const { patch, head } = tusUpload(request, location, file.buffer);

  // A first piece on instance A, directly; the rest on instance B, after asking it where it is.
  expect((await patch(instance(0), 0, 2 * 1024 * 1024)).status()).toBe(204);
  const onB = await head(instance(1));
  expect(onB.status()).toBe(200);
  const offset = Number(onB.headers()['upload-offset']);
  expect(offset).toBe(2 * 1024 * 1024);
  expect((await patch(instance(1), offset, 4 * 1024 * 1024)).status()).toBe(204);

  // The last piece through the edge (2 MB and its framing fit its per-request limit), and a HEAD
  // through it stays a HEAD and is never cached.
  expect((await patch(HTTPS, 4 * 1024 * 1024, file.buffer.length)).status()).toBe(204);
  const viaEdge = await head(HTTPS);
  expect(viaEdge.status()).toBe(200);
  expect(viaEdge.headers()['upload-offset']).toBe(String(file.buffer.length));
  expect(edgeCache(viaEdge)).toBe('PASS');
  // Nobody reads it back through the edge.
  const read = await request.get(`${HTTPS}${location}`);
  expect(read.status()).toBe(403);
  expect(await read.text()).not.toContain(marker);

  // The form names it; the remote provider receives the spec's multipart call with its bytes.
  const answer = await request.post(`${HTTPS}/api/tenders/${ID}/apply`, {
    headers: { origin: HTTPS, 'accept-language': 'en' },
    multipart: { ...proposalFields(ID, 'Edge Resume', file), 'proposal_file[0]': location },
  });
  expect(answer.status()).toBe(200);
  const { receipt } = (await answer.json()) as { receipt: string };
  const body = await readFile(path.join(EDGE.receivedDir, `${receipt}.body`));
  // Byte for byte: the whole file stands in the body the provider received.
  expect(body.includes(file.buffer)).toBe(true);
  // Then removed from the store.
  expect((await head(HTTPS)).status()).toBe(404);
});

test('a piece larger than the edge allows is refused before it reaches an instance', async ({
  request,
}) => {
  await flushRedis();
  const created = await tusCreate(request, HTTPS, 8 * 1024 * 1024, {
    form: 'tender',
    filename: 'big.pdf',
    submission: `edge${Date.now()}big`,
  });
  const location = created.headers().location!;
  const tooBig = await request.patch(`${HTTPS}${location}`, {
    headers: {
      'Tus-Resumable': '1.0.0',
      Origin: HTTPS,
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    data: pdf('big.pdf', 4 * 1024 * 1024).buffer,
  });
  expect(tooBig.status()).toBe(413);
});
