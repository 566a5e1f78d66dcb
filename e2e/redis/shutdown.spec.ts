import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import { SHARED, instanceEnv } from '../../playwright.redis.config';
import { removeContainer, runSite, stopContainer } from '../docker';
import { A, health, providerState, setProviderMode } from './cluster';

test('a container stopped with docker stop under load finishes its requests in flight while the other keeps answering', async ({
  request,
}) => {
  // Starting a third server takes a while when the machine is busy.
  test.setTimeout(150_000);
  // A third container of the image on the same Redis, stopped by `docker stop`.
  await runSite(SHARED.containers.spare, instanceEnv(SHARED.spare));
  const spare = `http://localhost:${SHARED.spare}`;
  try {
    await expect
      .poll(async () => (await request.get(`${spare}/api/health`).catch(() => null))?.status(), {
        timeout: 90_000,
      })
      .toBe(200);
    // A new container's first connection to Redis may still be opening when it first answers.
    await expect
      .poll(async () => (await health(request, spare)).cache.status, { timeout: 30_000 })
      .toBe('up');

    // A slow provider: each filtered project list below renders per request (lists themselves
    // are cached pages) and waits for the read timeout before it renders its fallback. The signal
    // comes once the provider has received the projects read of every one of them, so all four
    // are being rendered: in flight, not merely sent (a request still unread in a socket's buffer
    // is an idle connection to a stopping server, and a proxy retries it elsewhere).
    await setProviderMode(request, 'slow');
    const projectReads = async () => (await providerState(request)).reads['/projects'] ?? 0;
    const before = await projectReads();
    const inFlight = ['water', 'energy', 'food', 'environment'].map((theme) =>
      request.get(`${spare}/projects/filter?theme=${theme}`, { timeout: 60_000 }),
    );
    await expect.poll(projectReads, { timeout: 30_000 }).toBeGreaterThanOrEqual(before + 4);
    // A answers meanwhile: list pages render whatever the provider does (its reads fall back).
    const meanwhile = [1, 2, 3, 4].map(() => request.get(`${A}/news`, { timeout: 60_000 }));
    const exited = stopContainer(SHARED.containers.spare, 30);

    for (const response of await Promise.all(inFlight)) {
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(en.Common.unavailable);
    }
    for (const response of await Promise.all(meanwhile)) expect(response.status()).toBe(200);
    // 128 + SIGTERM: it stopped because it was told to, after answering.
    expect(await exited).toBe(143);
    await expect(request.get(`${spare}/api/health`, { timeout: 2_000 })).rejects.toThrow();

    // The other instance is unaffected.
    expect((await health(request, A)).cache.status).toBe('up');
    const after = await request.get(`${A}/news`);
    expect(after.status()).toBe(200);
  } finally {
    await setProviderMode(request, 'healthy');
    await removeContainer(SHARED.containers.spare);
  }
});
