import { expect, test } from '@playwright/test';
import {
  A,
  B,
  ID,
  health,
  pageKeys,
  providerState,
  revalidate,
  startRedis,
  stopRedis,
  submitProposal,
} from './cluster';

test('with Redis stopped both instances serve pages, take proposals and report the cache degraded; once it is back they use it again without a restart', async ({
  request,
}) => {
  for (const base of [A, B])
    expect((await health(request, base)).cache).toMatchObject({
      kind: 'redis',
      status: 'up',
      memory: { usable: true },
    });
  const { edition, submissions } = await providerState(request);

  await stopRedis();
  try {
    for (const base of [A, B]) {
      const { status, cache } = await health(request, base);
      // Still "ok": the site serves, only without the shared cache.
      expect(status).toBe('ok');
      expect(cache.kind).toBe('redis');
      expect(cache.status).toBe('degraded');
      // Invalidation messages cannot arrive: the memory tier is emptied and set aside as soon as
      // its own connection to Redis reports the loss (docs/shared-cache.md).
      await expect
        .poll(async () => (await health(request, base)).cache.memory, { timeout: 5_000 })
        .toMatchObject({ usable: false, entries: 0 });

      // Rendered without the cache, from the provider.
      for (const [path, text] of [
        ['/', `Fake provider slide, edition ${edition}`],
        [`/news/${ID}`, `Fake provider news, edition ${edition}`],
        [`/ar/tenders/${ID}`, `Fake provider tender, edition ${edition}`],
      ]) {
        const page = await request.get(`${base}${path}`);
        expect(page.status(), `${base}${path}`).toBe(200);
        expect(await page.text()).toContain(text);
      }

      const proposal = await submitProposal(request, base);
      expect(proposal.status()).toBe(200);
      expect(await proposal.json()).toMatchObject({ success: true });
    }
    expect((await providerState(request)).submissions).toBe(submissions + 2);

    // A revalidation now would expire one instance's memory only: refused, so the CMS retries.
    const refused = await revalidate(request, A, { tags: ['news'] });
    expect(refused.status()).toBe(503);
    expect(refused.headers()['retry-after']).toBe('10');
  } finally {
    await startRedis();
  }

  // The clients reconnect on their own (lib/cache/redis-handler.mjs retries every 2 s at most).
  for (const base of [A, B]) {
    await expect
      .poll(
        async () => {
          const { cache } = await health(request, base);
          return `${cache.status} ${cache.memory?.usable}`;
        },
        { timeout: 15_000 },
      )
      .toBe('up true');
  }
  // Redis came back empty: A's next render goes into it, and B serves that copy.
  const path = `/news/${ID}`;
  expect(await pageKeys(`/en${path}`)).toHaveLength(0);
  const fromA = await request.get(`${A}${path}`);
  expect(fromA.status()).toBe(200);
  expect(await pageKeys(`/en${path}`)).toHaveLength(1);
  const fromB = await request.get(`${B}${path}`);
  expect(fromB.headers()['x-nextjs-cache']).toBe('HIT');
  expect(fromB.headers()['etag']).toBe(fromA.headers()['etag']);
});
