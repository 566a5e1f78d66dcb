import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EDGE, stackStatus, warm } from './edge';

// A release of a build that never becomes ready is given up after STACK_READY_TIMEOUT_MS: the
// instance it replaced gets the previous build back, the other is never touched, and visitors
// notice nothing (docs/operations.md, "Releasing with the stack"). Runs before
// without-instances.spec.ts, which must stay last.

const READY_TIMEOUT_MS = 15_000;
const CACHED = ['/', '/news', '/fr', '/ar/news'];

/** An assembled app directory whose server starts and answers 503 to everything, readiness too. */
function brokenBuild() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inwrdam-never-ready-'));
  writeFileSync(path.join(dir, 'server-preload.mjs'), '');
  writeFileSync(
    path.join(dir, 'server.js'),
    [
      "require('node:http')",
      "  .createServer((request, response) => response.writeHead(503).end('never ready\\n'))",
      '  .listen(Number(process.env.PORT), process.env.HOSTNAME);',
      '',
    ].join('\n'),
  );
  return dir;
}

/** The app directory each instance runs, as its supervisor says (supervisor.json). */
function apps() {
  const supervised = JSON.parse(
    readFileSync(path.join(EDGE.stateDir, 'supervisor.json'), 'utf8'),
  ) as { instances: { role: string; app: string }[] };
  return Object.fromEntries(supervised.instances.map(({ role, app }) => [role, app]));
}

/** Varnish's word on each instance: `site_1 healthy`… (`varnishadm backend.list`). */
function inRotation() {
  const list = spawnSync(
    'varnishadm',
    ['-n', path.join(EDGE.stateDir, 'varnish'), 'backend.list'],
    { encoding: 'utf8' },
  ).stdout;
  return ['site_1', 'site_2'].map((backend) =>
    list.split('\n').some((line) => new RegExp(`(^|\\.)${backend}\\s.*\\shealthy\\s`).test(line)),
  );
}

test('a release whose build never becomes ready is rolled back, exits non-zero, and no visitor notices', async ({
  request,
}) => {
  test.setTimeout(300_000);
  for (const page of CACHED) await warm(request, page);
  const instances = () =>
    stackStatus().processes.filter(({ role }) => role.startsWith('instance-'));
  const before = instances();
  const appsBefore = apps();
  const broken = brokenBuild();

  const output: string[] = [];
  const release = spawn(process.execPath, ['scripts/stack.mjs', 'release', '--app', broken], {
    env: {
      ...process.env,
      STACK_DIR: EDGE.stateDir,
      STACK_READY_TIMEOUT_MS: String(READY_TIMEOUT_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [release.stdout, release.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text: string) => output.push(...text.split('\n').filter(Boolean)));
  }
  const exited = new Promise<number | null>((resolve) => release.on('exit', resolve));
  let releasing = true;
  void exited.then(() => (releasing = false));

  // A little load through the edge meanwhile: pages from the cache, and searches, which are
  // rendered per request and so always reach an instance.
  const failed: string[] = [];
  let sent = 0;
  const loop = async (target: (round: number) => string) => {
    for (let round = 0; releasing; round += 1) {
      const url = target(round);
      sent += 1;
      const status = await request.get(url).then(
        (response) => response.status(),
        () => 0,
      );
      if (status !== 200) failed.push(`${url}: ${status}`);
    }
  };
  await Promise.all([
    loop((round) => CACHED[round % CACHED.length]!),
    loop((round) => `/search?q=${['water', 'network', 'tender'][round % 3]}`),
  ]);
  rmSync(broken, { recursive: true, force: true });
  console.log(`rollback under load: ${sent} requests\n${output.join('\n')}`);

  expect(await exited, output.join('\n')).toBe(1);
  expect(output.join('\n')).toContain(
    `rolled back: instance-1 was not ready within ${READY_TIMEOUT_MS / 1000} s on the new build`,
  );
  // Only instance-1 was tried; instance-2 kept serving, untouched.
  expect(output.join('\n')).not.toContain('instance-2: out of rotation');
  const after = instances();
  expect(after.find(({ role }) => role === 'instance-2')?.pid).toBe(
    before.find(({ role }) => role === 'instance-2')?.pid,
  );

  // Both on the previous build, ready, and in Varnish's rotation.
  expect(apps()).toEqual(appsBefore);
  for (const { role, port } of after) {
    const ready = await request.get(`http://localhost:${port}/api/health/ready`);
    expect(ready.status(), role).toBe(200);
  }
  expect(inRotation()).toEqual([true, true]);

  // Not one failed answer through the edge.
  expect(failed).toEqual([]);
});
