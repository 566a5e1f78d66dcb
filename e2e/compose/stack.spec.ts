// docker-compose.yml as written, brought up by global-setup.ts: what an operator gets from it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { pdf } from '../application-form';
import { tusCreate, tusUpload } from '../tus';
import {
  addressOf,
  allInRotation,
  compose,
  COMPOSE,
  composeEnv,
  containerOf,
  edgeCache,
  healthOf,
  HTTPS,
  load,
} from './compose';

const exec = promisify(execFile);

test('a page is served from the edge’s cache over TLS, and http:// is sent to https://', async ({
  request,
}) => {
  const plain = await request.get(`http://localhost:${COMPOSE.http}/fr/partners`, {
    maxRedirects: 0,
  });
  expect(plain.status()).toBe(301);
  expect(plain.headers()['location']).toBe(`${HTTPS}/fr/partners`);
  await request.get('/ar/team');
  const second = await request.get('/ar/team');
  expect(second.status()).toBe(200);
  expect(edgeCache(second)).toBe('HIT');
  expect(second.headers()['strict-transport-security']).toBe('max-age=63072000');
});

test('a revalidation purges the tag’s pages at the edge and leaves the others cached', async ({
  request,
}) => {
  for (const path of ['/news', '/fr/team']) {
    await request.get(path);
    expect(edgeCache(await request.get(path)), path).toBe('HIT');
  }
  const answer = await request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${COMPOSE.secret}` },
    data: { tags: ['news'] },
  });
  expect(answer.status()).toBe(200);
  // One edge purged: Varnish, through the compose network (EDGE_PURGE_URLS).
  expect(await answer.json()).toMatchObject({ success: true, edges: 1 });
  expect(edgeCache(await request.get('/news'))).toBe('MISS');
  expect(edgeCache(await request.get('/news'))).toBe('HIT');
  expect(edgeCache(await request.get('/fr/team'))).toBe('HIT');
});

test('a resumable upload begun on one site container resumes on the other', async ({ request }) => {
  const [one, two] = [await addressOf('site-1'), await addressOf('site-2')];
  expect(one).not.toBe(two);
  const marker = `compose-resume-${Date.now()}`;
  const file = pdf(`${marker}.pdf`, 4 * 1024 * 1024, marker);
  const created = await tusCreate(request, HTTPS, file.buffer.length, {
    form: 'tender',
    filename: file.name,
    submission: `compose${Date.now()}resume`,
  });
  expect(created.status()).toBe(201);
  const { patch, head } = tusUpload(request, created.headers().location!, file.buffer);

  // The first half on site-1, directly; site-2 knows where it stopped and takes the rest.
  const half = 2 * 1024 * 1024;
  expect((await patch(one, 0, half)).status()).toBe(204);
  const onTwo = await head(two);
  expect(onTwo.status()).toBe(200);
  expect(onTwo.headers()['upload-offset']).toBe(String(half));
  expect((await patch(two, half, file.buffer.length)).status()).toBe(204);
  // Whole, as both containers and the edge see it: one store on the shared volume.
  for (const base of [one, HTTPS]) {
    expect((await head(base)).headers()['upload-offset'], base).toBe(String(file.buffer.length));
  }
});

test('with one site container stopped, every request through the edge is answered', async ({
  request,
}) => {
  const traffic = load(request);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  // docker stop: SIGTERM, the container drains (its readiness fails, Varnish's probe takes it
  // out), finishes what it serves and exits.
  await compose(['stop', 'site-1']);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const { count, failures } = await traffic.stop();
  expect(count).toBeGreaterThan(10);
  expect(failures).toEqual([]);
  // Back as an operator brings it back (deploy/compose-release.sh's steps for one container).
  await compose(['start', 'site-1']);
  await expect.poll(() => healthOf('site-1'), { timeout: 120_000 }).toBe('healthy');
  await compose(['exec', '-T', 'origin', 'nginx', '-c', '/etc/nginx/origin.conf', '-s', 'reload']);
  await allInRotation();
});

test('a release replaces the site containers one at a time under load without a failed request', async ({
  request,
}) => {
  const before = [await containerOf('site-1'), await containerOf('site-2')];
  const traffic = load(request);
  const started = Date.now();
  // The operator's procedure (docs/operations.md, "Releasing with docker-compose").
  await exec('sh', [path.resolve('deploy/compose-release.sh')], {
    env: composeEnv,
    timeout: 900_000,
  });
  const { count, failures } = await traffic.stop();
  console.log(
    `compose release: ${count} requests in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  expect(failures).toEqual([]);
  expect(count).toBeGreaterThan(20);
  // New containers, both in rotation.
  const after = [await containerOf('site-1'), await containerOf('site-2')];
  expect(after[0]).not.toBe(before[0]);
  expect(after[1]).not.toBe(before[1]);
  await allInRotation();
});
