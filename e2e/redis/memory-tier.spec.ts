import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  A,
  B,
  ID,
  health,
  nextEdition,
  pageKeys,
  providerState,
  revalidate,
  withRedis,
} from './cluster';

// Each instance keeps a bounded copy of what it reads from Redis in its own memory
// (lib/cache/memory-tier.mjs, docs/shared-cache.md). These tests show that the copy serves hits,
// and that a revalidation sent to one instance removes the other instance's copy at once.
test.describe.configure({ mode: 'serial' });

const path = `/news/${ID}`;

/** Asks both instances for the page until each answers from its cache. */
async function cachedOnBoth(request: APIRequestContext, text: string) {
  for (const base of [A, B]) {
    await expect
      .poll(async () => {
        const response = await request.get(`${base}${path}`);
        const body = await response.text();
        return `${response.headers()['x-nextjs-cache']} ${body.includes(text)}`;
      })
      .toBe('HIT true');
  }
}

/**
 * B shows the new edition within a moment of the webhook's answer, without anyone asking B to
 * forget anything. Next runs a webhook's revalidations just after sending its answer
 * (docs/shared-cache.md), so B is asked a few times over at most two seconds rather than once;
 * without the eviction, B would keep serving its copy from memory for the page's whole
 * 5-minute lifetime.
 */
async function expectFreshOnB(request: APIRequestContext, edition: number) {
  await expect
    .poll(
      async () => {
        const response = await request.get(`${B}${path}`);
        return `${response.status()} ${(await response.text()).includes(`Fake provider news, edition ${edition}`)}`;
      },
      { timeout: 2_000, intervals: [25, 50, 100, 250] },
    )
    .toBe('200 true');
}

test('each instance serves a cached page from its memory tier, within its bounds', async ({
  request,
}) => {
  const { edition } = await providerState(request);
  await cachedOnBoth(request, `Fake provider news, edition ${edition}`);

  const { cache } = await health(request, B);
  expect(cache.memory).toMatchObject({ usable: true });
  expect(cache.memory!.entries).toBeGreaterThan(0);
  expect(cache.memory!.entries).toBeLessThanOrEqual(cache.memory!.maxEntries);
  expect(cache.memory!.bytes).toBeLessThanOrEqual(cache.memory!.maxBytes);

  // Redis loses the page without anyone revalidating it (an eviction under memory pressure):
  // B still has its copy, which only a revalidation or a new version would remove.
  const [key] = await pageKeys(`/en${path}`);
  expect(key).toBeDefined();
  await withRedis((client) => client.unlink(key!));
  const fromMemory = await request.get(`${B}${path}`);
  expect(fromMemory.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await fromMemory.text()).toContain(`Fake provider news, edition ${edition}`);
});

test('a tag revalidated through instance A is fresh on instance B as soon as A has applied it, though B held the page in memory', async ({
  request,
}) => {
  const { edition } = await providerState(request);
  await cachedOnBoth(request, `Fake provider news, edition ${edition}`);

  await nextEdition(request);
  // Until told, both keep serving the page they hold.
  expect(await (await request.get(`${B}${path}`)).text()).toContain(`edition ${edition}`);

  expect((await revalidate(request, A, { tags: ['news'] })).status()).toBe(200);
  await expectFreshOnB(request, edition + 1);
});

test('a path revalidated through instance A is fresh on instance B as soon as A has applied it, though B held the page in memory', async ({
  request,
}) => {
  const { edition } = await providerState(request);
  await cachedOnBoth(request, `Fake provider news, edition ${edition}`);

  await nextEdition(request);
  expect((await revalidate(request, A, { paths: [path] })).status()).toBe(200);
  await expectFreshOnB(request, edition + 1);
});
