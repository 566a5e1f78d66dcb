import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import { fillProposal, pdf } from './application-form';
import { startCuttingProxy, type CuttingProxy } from './cutting-proxy';

// Uploads that survive a bad line (tus, /api/uploads): the browser reaches the site through a
// proxy that cuts the connection after so many bytes, and the proposal still arrives whole.
const PORT = Number(process.env.E2E_PORT) || 3100;
const DATA_DIR = path.resolve('.e2e-data');
const p = en.Proposal;
const MB = 1024 * 1024;
/** What one PATCH carries (lib/upload/browser/resumable.ts). */
const CHUNK = 2 * MB;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let proxy: CuttingProxy;
test.beforeAll(async () => {
  proxy = await startCuttingProxy(PORT);
});
test.afterAll(async () => {
  await proxy.close();
});

async function openFilledForm(page: Page, company: string) {
  await page.getByRole('button', { name: p.open }).click();
  const dialog = page.getByRole('dialog', { name: p.title });
  await expect(dialog).toBeVisible();
  await fillProposal(page, p, company);
  return dialog;
}

/** The stored file of the proposal a success dialog names (the embedded provider's record). */
async function storedFile(page: Page) {
  const success = page.getByRole('dialog', { name: p.successTitle });
  await expect(success).toBeVisible();
  const receipt = (await success.textContent())?.match(/[0-9a-f-]{36}/)?.[0];
  expect(receipt).toBeDefined();
  const record = JSON.parse(
    readFileSync(path.join(DATA_DIR, 'submissions', `${receipt}.json`), 'utf8'),
  ) as { files: { stored_as: string; original_name: string }[] };
  expect(record.files).toHaveLength(1);
  return {
    name: record.files[0]!.original_name,
    bytes: readFileSync(path.join(DATA_DIR, record.files[0]!.stored_as)),
  };
}

test('a proposal whose line drops twice and goes offline once resumes and arrives byte for byte', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const file = pdf('survey-plans.pdf', 6 * MB, `resume ${Date.now()}`);
  await page.goto(`http://localhost:${proxy.port}/tenders/1`);
  const dialog = await openFilledForm(page, `Hydro Consult ${Date.now()}`);

  // 4 MB/s, cut at 1.5 MB and 3.5 MB of what the browser sends from now on.
  proxy.reset({ cutAt: [1.5 * MB, 3.5 * MB], bytesPerSecond: 4 * MB });
  await page.getByLabel(p.files).setInputFiles(file);
  const list = dialog.getByRole('list', { name: p.attached });
  // The file shows that it waits for the connection after a cut, then goes on by itself.
  await expect(list).toContainText(p.uploadWaiting, { timeout: 20_000 });
  await expect(list).toContainText(/Uploading: \d+%/, { timeout: 20_000 });

  // Offline for a moment: it waits, and resumes when the browser is online again.
  await context.setOffline(true);
  await expect(list).toContainText(p.uploadWaiting, { timeout: 20_000 });
  await context.setOffline(false);
  await expect(list).toContainText(p.uploadDone, { timeout: 60_000 });
  expect(proxy.cuts()).toBe(2);

  // No more than one piece sent twice (and the requests' headers).
  const sent = proxy.sent();
  console.log(`bytes sent ÷ file size: ${(sent / file.buffer.length).toFixed(3)}`);
  expect(sent).toBeLessThan(file.buffer.length + CHUNK);

  await dialog.getByRole('button', { name: p.submit }).click();
  const stored = await storedFile(page);
  expect(stored.name).toBe('survey-plans.pdf');
  expect(sha256(stored.bytes)).toBe(sha256(file.buffer));
});

test('after a reload, choosing the same file again resumes where it stopped', async ({ page }) => {
  test.setTimeout(120_000);
  const file = pdf('annual-report.pdf', 6 * MB, `reload ${Date.now()}`);
  // From the disk, as a visitor chooses it: the same file chosen twice has the same modification
  // time, which the upload's fingerprint includes (a buffer given to the page gets a new one).
  const onDisk = path.join(mkdtempSync(path.join(os.tmpdir(), 'resume-')), file.name);
  writeFileSync(onDisk, file.buffer);
  await page.goto(`http://localhost:${proxy.port}/tenders/1`);
  let dialog = await openFilledForm(page, `Hydro Reload ${Date.now()}`);

  // Slow enough to reload half-way.
  proxy.reset({ bytesPerSecond: 512 * 1024 });
  await page.getByLabel(p.files).setInputFiles(onDisk);
  const list = () => dialog.getByRole('list', { name: p.attached });
  // Past a third in the browser's count: the first piece (a third) is on the server (the second
  // starts only once the first is acknowledged).
  await expect(list()).toContainText(/Uploading: (3[5-9]|[4-6]\d)%/, { timeout: 30_000 });
  await page.reload();

  proxy.reset();
  dialog = await openFilledForm(page, `Hydro Reload ${Date.now()}`);
  await page.getByLabel(p.files).setInputFiles(onDisk);
  await expect(list()).toContainText(p.uploadDone, { timeout: 60_000 });
  // Only the rest went again: well under the whole file.
  expect(proxy.sent()).toBeLessThan(file.buffer.length * 0.8);

  await dialog.getByRole('button', { name: p.submit }).click();
  const stored = await storedFile(page);
  expect(sha256(stored.bytes)).toBe(sha256(file.buffer));
});

test('a disguised file is refused as soon as its first bytes arrive, with its message beside it', async ({
  page,
}) => {
  await page.goto('/tenders/1');
  const dialog = await openFilledForm(page, 'Hydro Disguise');
  // Named and typed as a PDF; its bytes are a Windows executable's.
  const buffer = Buffer.alloc(4096);
  buffer.write('MZ\x90\x00', 0, 'latin1');
  await page
    .getByLabel(p.files)
    .setInputFiles({ name: 'offer.pdf', mimeType: 'application/pdf', buffer });
  const refusal = p.errors.fileType.replace('{name}', 'offer.pdf');
  await expect(dialog.getByRole('list', { name: p.attached })).toContainText(refusal);
});

test('the endpoint refuses another site, GET of an upload, and a wrong offset', async ({
  request,
}) => {
  const own = `http://localhost:${PORT}`;
  const meta = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
      .join(',');
  const headers = {
    'Tus-Resumable': '1.0.0',
    'Upload-Length': '4096',
    'Upload-Metadata': meta({
      form: 'tender',
      filename: 'a.pdf',
      submission: `e2e${Date.now()}xyz`,
    }),
  };
  const foreign = await request.post('/api/uploads', {
    headers: { ...headers, Origin: 'https://evil.example', 'Accept-Language': 'fr' },
  });
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toEqual({
    success: false,
    message: fr.Uploads.errors.forbidden,
  });

  const created = await request.post('/api/uploads', { headers: { ...headers, Origin: own } });
  expect(created.status()).toBe(201);
  const location = created.headers().location!;
  expect(created.headers()['upload-expires']).toBeTruthy();
  const body = pdf('a.pdf').buffer;
  const patch = (offset: number, data: Buffer) =>
    request.patch(location, {
      headers: {
        'Tus-Resumable': '1.0.0',
        Origin: own,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      },
      data,
    });
  expect((await patch(0, body.subarray(0, 1000))).status()).toBe(204);
  const wrong = await patch(10, body.subarray(10));
  expect(wrong.status()).toBe(409);
  expect(((await wrong.json()) as { message: string }).message).toBe(
    en.Uploads.errors.offsetConflict,
  );
  expect((await patch(1000, body.subarray(1000))).status()).toBe(204);
  const read = await request.get(location);
  expect(read.status()).toBe(405);
  expect(await read.text()).not.toContain('%PDF');
});
