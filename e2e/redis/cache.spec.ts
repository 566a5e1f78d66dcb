import { expect, test } from '@playwright/test';
import { A, B, ID, flushRedis, nextEdition, pageKeys, providerState, revalidate } from './cluster';

test.describe.configure({ mode: 'serial' });

const path = `/news/${ID}`;

test('the pages the build prerendered are in Redis when the instances start, under the keys Next reads', async ({
  request,
}) => {
  // Copied by instrumentation.ts (lib/cache/initial-cache.mjs); a page neither instance was asked
  // for yet. The copy dates from the build, so it may already be stale: served from the cache
  // while it is refreshed in the background, never rendered while the visitor waits.
  expect(await pageKeys('/fr/data-tools')).toHaveLength(1);
  const first = await request.get(`${B}/fr/data-tools`);
  expect(first.status()).toBe(200);
  expect(['HIT', 'STALE']).toContain(first.headers()['x-nextjs-cache']);
});

test('a page rendered by instance A is served by instance B from the shared cache, not rendered again', async ({
  request,
}) => {
  // Nothing from an earlier run of the suite: the page is rendered in this test, by A.
  await flushRedis();
  const { edition } = await providerState(request);
  const title = `Fake provider news, edition ${edition}`;

  // A renders it on demand (no build prerendered this id) and stores it in Redis.
  const fromA = await request.get(`${A}${path}`);
  expect(fromA.status()).toBe(200);
  expect(fromA.headers()['x-nextjs-cache']).toBe('MISS');
  expect(await fromA.text()).toContain(title);
  expect(await pageKeys(`/en${path}`)).toHaveLength(1);
  const readsByA = (await providerState(request)).requests;

  // B has never rendered it: a fresh hit means it came from Redis. Same bytes, the same
  // lifetime for a CDN, and no read sent to the provider.
  const fromB = await request.get(`${B}${path}`);
  expect(fromB.status()).toBe(200);
  expect(fromB.headers()['x-nextjs-cache']).toBe('HIT');
  expect(fromB.headers()['etag']).toBe(fromA.headers()['etag']);
  expect(fromB.headers()['cache-control']).toBe(fromA.headers()['cache-control']);
  expect(await fromB.text()).toContain(title);
  expect((await providerState(request)).requests).toBe(readsByA);
});

test('POST /api/revalidate sent to instance A makes instance B serve the new content', async ({
  request,
}) => {
  const { edition } = await providerState(request);
  const before = `Fake provider news, edition ${edition}`;
  const after = `Fake provider news, edition ${edition + 1}`;
  expect(await (await request.get(`${B}${path}`)).text()).toContain(before);

  // The content changes at the provider: both keep serving the cached page until told.
  await nextEdition(request);
  const stale = await request.get(`${B}${path}`);
  expect(stale.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await stale.text()).toContain(before);

  // The CMS webhook reaches one instance only.
  const answer = await revalidate(request, A, { tags: ['news'] });
  expect(answer.status()).toBe(200);

  const fromB = await request.get(`${B}${path}`);
  expect(fromB.status()).toBe(200);
  expect(await fromB.text()).toContain(after);
  // B's new render is shared in turn: A serves it from the cache.
  const fromA = await request.get(`${A}${path}`);
  expect(fromA.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await fromA.text()).toContain(after);
});
