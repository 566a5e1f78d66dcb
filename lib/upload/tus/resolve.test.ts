/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { pdfBytes } from '../__fixtures__/documents';
import { created, folderPerTest, patch, SITE, tusEndpoint } from '../__fixtures__/tus';
import { createUploadResolver } from './resolve';

// The apply handlers' reading of an upload address, as an attacker would try it: only this site's
// own finished uploads of the same form are ever opened.

const directory = folderPerTest('tus-resolve-');

const ORIGINS = [SITE];

/** A finished tender upload of `bytes`, named `offer.pdf`; answers its address. */
async function finished(bytes = pdfBytes(500)) {
  const endpoint = tusEndpoint(directory());
  const location = await created(endpoint, bytes.length, { filename: 'offer.pdf' });
  expect((await endpoint.handle(patch(location, 0, bytes))).status).toBe(204);
  return location;
}

describe('an upload address named by a form', () => {
  it("opens this site's finished upload, relative or on its origin, with the name chosen", async () => {
    const bytes = pdfBytes(500);
    const location = await finished(bytes);
    const resolver = createUploadResolver(directory);
    for (const address of [location, `${SITE}${location}`]) {
      const found = await resolver.resolve('tender', address, ORIGINS);
      if (!found.ok) throw new Error(`${address}: ${found.reason}`);
      expect(found.id).toBe(location.split('/').pop());
      expect(found.file.name).toBe('offer.pdf');
      expect(new Uint8Array(await found.file.arrayBuffer())).toEqual(bytes);
    }
  });

  it.each([
    ['on another host, written without a scheme', (at: string) => `//elsewhere.example${at}`],
    ['on another origin', (at: string) => `https://elsewhere.example${at}`],
    ['on the site but over another scheme', (at: string) => `http://inwrdam.example${at}`],
    ['without its leading slash', (at: string) => at.slice(1)],
  ])('names nothing %s', async (_, address) => {
    const location = await finished();
    const resolver = createUploadResolver(directory);
    expect(await resolver.resolve('tender', address(location), ORIGINS)).toEqual({
      ok: false,
      reason: 'notFound',
    });
  });

  it('names nothing with an id no upload has, or made for another form', async () => {
    const location = await finished();
    const resolver = createUploadResolver(directory);
    const unknown = location.replace(/-[0-9a-f]{32}$/, `-${'0'.repeat(32)}`);
    expect(await resolver.resolve('tender', unknown, ORIGINS)).toEqual({
      ok: false,
      reason: 'notFound',
    });
    expect(await resolver.resolve('vacancy', location, ORIGINS)).toEqual({
      ok: false,
      reason: 'notFound',
    });
  });

  it('removes the uploads a submission used, even when one of them was swept meanwhile', async () => {
    const kept = await finished();
    const swept = await finished();
    const resolver = createUploadResolver(directory);
    const ids = [kept, swept].map((location) => location.split('/').pop()!);
    await resolver.remove([ids[1]!]);
    await expect(resolver.remove(ids)).resolves.toBeUndefined();
    expect(readdirSync(directory()).filter((name) => !name.startsWith('.'))).toEqual([]);
  });
});
