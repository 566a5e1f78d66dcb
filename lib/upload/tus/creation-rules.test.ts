/** @jest-environment node */
import { readdirSync } from 'node:fs';
import en from '@/messages/en.json';
import { exeBytes } from '../__fixtures__/documents';
import { create, created, folderPerTest, limiter, message, tusEndpoint } from '../__fixtures__/tus';
import type { UploadEndpointDeps } from './endpoint';

// A creation's rules at their edges, as a client meets them: what is refused is refused before it
// uses up any of the client's limits, and before anything is kept.

const directory = folderPerTest('tus-creation-');

const setup = (overrides: Partial<UploadEndpointDeps> = {}) => tusEndpoint(directory(), overrides);
const stored = () => readdirSync(directory()).filter((name) => !name.startsWith('.'));

describe('a creation the endpoint cannot read', () => {
  it('is refused (400) for a length that is not a plain number, without using up a creation', async () => {
    const endpoint = setup({ creations: limiter(1) });
    for (const length of ['x100', '100x', '-100', '1e3', '0x10', '1234567890123456']) {
      const response = await endpoint.handle(create(100, { headers: { 'Upload-Length': length } }));
      expect([length, response.status]).toEqual([length, 400]);
      expect(await message(response)).toBe(en.Uploads.errors.malformed);
    }
    expect(stored()).toEqual([]);
    // The one creation the client may make is still its own.
    await created(endpoint, 100);
  });

  it('is refused (400) when its metadata cannot be read or asks for a concatenation', async () => {
    const endpoint = setup();
    const unreadable: Record<string, string>[] = [
      { 'Upload-Metadata': 'form !!not-base64!!,form dGVuZGVy' },
      { 'Upload-Concat': 'partial' },
    ];
    for (const headers of unreadable) {
      const response = await endpoint.handle(create(100, { headers }));
      expect([headers, response.status]).toEqual([headers, 400]);
      expect(await message(response)).toBe(en.Uploads.errors.malformed);
    }
    expect(stored()).toEqual([]);
  });

  it('refuses bytes sent with the creation (400): the first bytes are judged on the first piece', async () => {
    const exe = exeBytes();
    const request = create(exe.length, {
      headers: {
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(exe.length),
      },
    });
    const withBody = new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: exe,
      duplex: 'half',
    } as RequestInit);
    const response = await setup().handle(withBody);
    expect(response.status).toBe(400);
    expect(await message(response)).toBe(en.Uploads.errors.malformed);
    expect(stored()).toEqual([]);
  });

  it('takes a file name of 255 characters and refuses one of 256 (400)', async () => {
    const endpoint = setup();
    await created(endpoint, 100, { filename: `${'n'.repeat(251)}.pdf` });
    const response = await endpoint.handle(create(100, { filename: `${'n'.repeat(252)}.pdf` }));
    expect(response.status).toBe(400);
    expect(stored()).toHaveLength(2);
  });

  it('refuses an empty file at its creation (415), naming it', async () => {
    const response = await setup().handle(create(0, { filename: 'empty.pdf' }));
    expect(response.status).toBe(415);
    expect(await message(response)).toBe(
      'File "empty.pdf" is not a PDF or Word document (pdf, doc, docx).',
    );
    expect(stored()).toEqual([]);
  });
});

describe('a client past its limits', () => {
  it('is told to wait whole seconds, rounded up, never less than it must', async () => {
    const wait = (ms: number) => ({ take: async () => ms });
    const creations = await setup({ creations: wait(1_500) }).handle(create(100));
    expect(creations.status).toBe(429);
    expect(creations.headers.get('retry-after')).toBe('2');
    const bytes = await setup({ bytes: wait(600_000) }).handle(create(100));
    expect(bytes.status).toBe(429);
    expect(bytes.headers.get('retry-after')).toBe('600');
    expect(await message(bytes)).toBe(en.Proposal.errors.rateLimited);
    expect(stored()).toEqual([]);
  });

  it('is counted by the address the trusted proxy names, one client apart from another', async () => {
    const endpoint = setup({ creations: limiter(1), trustedProxyHops: () => 1 });
    const from = (client: string) =>
      endpoint.handle(create(100, { headers: { 'X-Forwarded-For': client } }));
    expect((await from('203.0.113.7')).status).toBe(201);
    expect((await from('203.0.113.7')).status).toBe(429);
    expect((await from('198.51.100.9')).status).toBe(201);
  });
});
