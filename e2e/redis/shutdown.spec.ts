import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import { SHARED, instanceEnv } from '../../playwright.redis.config';
import { A, health, providerState, setProviderMode } from './cluster';

test('an instance stopped with SIGTERM under load finishes its requests in flight while the other keeps answering', async ({
  request,
}) => {
  // Starting a third server takes a while when the machine is busy.
  test.setTimeout(150_000);
  // A third instance on the same Redis, started as its container would be (`node server.js` in
  // B's app folder, the image's environment: scripts/container.mjs, which a test cannot import
  // because of its top-level await), so the test owns its process and can stop it as
  // `docker stop` does.
  const server = spawn(process.execPath, ['server.js'], {
    cwd: path.resolve(SHARED.dirs.b),
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOSTNAME: '0.0.0.0',
      ...instanceEnv(SHARED.spare),
    },
  });
  const exited = new Promise<number | null>((resolve) =>
    server.on('exit', (code) => resolve(code)),
  );
  const spare = `http://localhost:${SHARED.spare}`;
  try {
    await expect
      .poll(async () => (await request.get(`${spare}/api/health`).catch(() => null))?.status(), {
        timeout: 90_000,
      })
      .toBe(200);
    expect((await health(request, spare)).cache.status).toBe('up');

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
    server.kill('SIGTERM');

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
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  }
});
