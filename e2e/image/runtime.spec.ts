// The image's promises at run time (Dockerfile, docs/operations.md "The image"): each test starts
// the containers it needs and removes them, whatever happens.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { IMAGE } from '../../playwright.image.config';
import { READ_ONLY_MOUNTS } from '../../scripts/image-names.mjs';
import { INTERNSHIP, pdf } from '../application-form';
import { docker, execIn, healthOf, removeContainer, runSite, stopContainer } from '../docker';

const exec = promisify(execFile);
const first = `${IMAGE.prefix}-1`;
const second = `${IMAGE.prefix}-2`;
const volume = `${IMAGE.prefix}-data`;
const site = (port: number) => `http://localhost:${port}`;

test.afterEach(async () => {
  await removeContainer(first);
  await removeContainer(second);
});
test.afterAll(async () => {
  await docker(['volume', 'rm', '-f', volume]).catch(() => {});
});

async function ready(request: APIRequestContext, port: number) {
  await expect
    .poll(async () => (await request.get(`${site(port)}/api/health`).catch(() => null))?.status(), {
      timeout: 120_000,
    })
    .toBe(200);
}

test('runs as a user other than root, who cannot rewrite the app’s files', async ({ request }) => {
  // Without --read-only: what keeps the files safe here is their owner, not the mount.
  await runSite(first, { PORT: String(IMAGE.port) }, []);
  await ready(request, IMAGE.port);
  expect(await execIn(first, ['id', '-u'])).not.toBe('0');
  // The server's own process, not only the exec'd shell.
  expect(await execIn(first, ['sh', '-c', 'stat -c %u /proc/1'])).not.toBe('0');
  for (const file of ['/app/server.js', '/app/.next/static', '/app/public/robots.txt']) {
    await expect(execIn(first, ['touch', file]), file).rejects.toThrow(/Permission denied/);
  }
  // A file planted where the server serves from.
  await expect(
    execIn(first, ['sh', '-c', 'echo planted > /app/public/planted.txt']),
  ).rejects.toThrow(/Permission denied/);
  expect((await request.get(`${site(IMAGE.port)}/planted.txt`)).status()).toBe(404);
});

test('serves with a read-only root and the tmpfs mounts the docs name, without any capability', async ({
  request,
}) => {
  await runSite(first, { PORT: String(IMAGE.port) }, [
    ...READ_ONLY_MOUNTS,
    '--cap-drop',
    'ALL',
    '--security-opt',
    'no-new-privileges',
  ]);
  await ready(request, IMAGE.port);
  expect(await docker(['inspect', '--format', '{{.HostConfig.ReadonlyRootfs}}', first])).toBe(
    'true',
  );
  for (const path of ['/', '/ar/news/1', '/fr/publications/search?q=eau']) {
    expect((await request.get(`${site(IMAGE.port)}${path}`)).status(), path).toBe(200);
  }
  // An optimised image: written to .next/cache, the tmpfs.
  const page = await (await request.get(`${site(IMAGE.port)}/news/1`)).text();
  // The page's own rules inlined from the build's plan, which the image carries.
  expect(page).toContain('<style data-critical="">');
  const optimised = /\/_next\/image\?url=[^"\s]+/.exec(page)?.[0]?.replaceAll('&amp;', '&');
  expect(optimised).toBeTruthy();
  const image = await request.get(`${site(IMAGE.port)}${optimised}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  expect(await execIn(first, ['find', '/app/.next/cache', '-type', 'f'])).not.toBe('');
  // Every write the server tried succeeded: a cache it may not write logs EACCES and serves on.
  const { stderr, stdout } = await exec('docker', ['logs', first]);
  expect(`${stdout}${stderr}`).not.toContain('EACCES');
});

/** An internship application whose file carries `marker`, as the site's form posts it. */
function apply(request: APIRequestContext, port: number, marker: string) {
  return request.post(`${site(port)}/api/internship/apply`, {
    headers: { origin: site(port), 'accept-language': 'en' },
    multipart: {
      ...INTERNSHIP,
      cv: pdf('cv.pdf', 4096, marker),
      motivation_letter_file: pdf('motivation.pdf', 2048),
    },
  });
}

test('keeps a proposal in the /data volume when the container is replaced', async ({ request }) => {
  const marker = `image-volume-${Date.now()}`;
  const env = { PORT: String(IMAGE.port), SITE_URL: site(IMAGE.port) };
  const withVolume = [...READ_ONLY_MOUNTS, '-v', `${volume}:/data`];
  await runSite(first, env, withVolume);
  await ready(request, IMAGE.port);
  expect((await apply(request, IMAGE.port, marker)).status()).toBe(200);
  const stored = await execIn(first, ['grep', '-rl', marker, '/data']);
  expect(stored).not.toBe('');

  // Replaced as a release replaces it: stopped, removed, a new container on the same volume.
  expect(await stopContainer(first)).toBe(143);
  await removeContainer(first);
  await runSite(second, env, withVolume);
  await ready(request, IMAGE.port);
  expect(await execIn(second, ['grep', '-rl', marker, '/data'])).toBe(stored);
});

test('turns healthy by its HEALTHCHECK, and unhealthy when the server stops answering', async ({
  request,
}) => {
  // The image's check, run more often than its 15 s so that the test waits less.
  await runSite(first, { PORT: String(IMAGE.port) }, [
    ...READ_ONLY_MOUNTS,
    '--health-interval',
    '2s',
    '--health-retries',
    '2',
  ]);
  await expect.poll(() => healthOf(first), { timeout: 120_000 }).toBe('healthy');
  // The server frozen (SIGSTOP from the host): alive, but answering nothing.
  const pid = await docker(['inspect', '--format', '{{.State.Pid}}', first]);
  process.kill(Number(pid), 'SIGSTOP');
  try {
    await expect.poll(() => healthOf(first), { timeout: 60_000 }).toBe('unhealthy');
  } finally {
    process.kill(Number(pid), 'SIGCONT');
  }
  await expect.poll(() => healthOf(first), { timeout: 60_000 }).toBe('healthy');
  expect((await request.get(`${site(IMAGE.port)}/api/health`)).status()).toBe(200);
});

test('drains and exits by itself on docker stop, within the grace period', async ({ request }) => {
  await runSite(first, { PORT: String(IMAGE.port) });
  await ready(request, IMAGE.port);
  const started = Date.now();
  // docker's default grace period: 10 s, then SIGKILL (exit 137).
  const code = await stopContainer(first, 10);
  const seconds = (Date.now() - started) / 1000;
  // 143: it exited after SIGTERM by itself, after its 3 s of draining.
  expect(code).toBe(143);
  expect(seconds).toBeGreaterThanOrEqual(3);
  expect(seconds).toBeLessThan(10);
});
