// How an instance starts, on the build the edge suite runs, however its first moments go
// (docs/operations.md, "Readiness" and "Starting several instances"):
// - any number of servers started at once from one build all serve (the standalone folder's
//   assets and the critical-CSS plan are placed once, under a lock, never copied over a server
//   that reads them);
// - an instance whose first readiness checks are all cut off by the caller still becomes ready
//   (the search warm-up is the process's own work, not a request's `after()`);
// - an instance told to stop while it warms up stops without waiting for anything.
// The servers here are the build's own standalone server on ports of their own (E2E_PORT+50 to
// +54), with the embedded content; the stack's instances are not touched.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PRELOAD_FILES } from '../../scripts/preload-files.mjs';
import { PLAN_FILE } from '../../server-critical-css.mjs';

const BASE_PORT = Number(process.env.E2E_PORT) || 3100;
const STARTS = [50, 51, 52, 53].map((offset) => BASE_PORT + offset);
const PROBED = BASE_PORT + 54;
/** The bound an instance must be ready within, from its first answer, whatever its checks did. */
const READY_WITHIN_MS = 90_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const children: ChildProcess[] = [];
const folders: string[] = [];

/** Stops a server (or `scripts/standalone.mjs`, which passes SIGTERM on to its server). */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if ((await Promise.race([exited, pause(20_000).then(() => 'late')])) === 'late') {
    child.kill('SIGKILL');
    await exited;
  }
}

test.afterEach(async () => {
  await Promise.all(children.splice(0).map(stop));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempDir(name: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  folders.push(dir);
  return dir;
}

function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    PORT: String(port),
    BIND_HOST: 'localhost',
    SITE_URL: `http://localhost:${BASE_PORT}`,
    DATA_DIR: dataDir,
    SHUTDOWN_DELAY_MS: '500',
    PROVIDER_API_URL: '',
    REDIS_URL: '',
    METRICS_PORT: '',
  };
}

async function status(url: string, timeoutMs = 5_000): Promise<number | 'cut' | 'refused'> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'cut' : 'refused';
  }
}

/**
 * A project folder as a fresh build leaves it when nothing placed its assets yet: the build's
 * files hard-linked (instant, no copy), without public/ and .next/static beside the server.
 */
function unpreparedProject(): string {
  const project = tempDir('starts-project');
  // Hard links where nothing is written; a real copy of the build's .next/, whose cache the
  // servers write into.
  const link = (from: string, to: string, mode = '-al') => {
    const result = spawnSync('cp', [mode, from, to]);
    if (result.status !== 0) throw new Error(`cp ${mode} ${from} failed: ${result.stderr}`);
  };
  mkdirSync(path.join(project, '.next'));
  link(path.resolve('public'), path.join(project, 'public'));
  link(path.resolve('.next/static'), path.join(project, '.next', 'static'));
  copyFileSync(path.resolve('.next/BUILD_ID'), path.join(project, '.next', 'BUILD_ID'));
  // The postbuild's plan of each page's inlined rules, placed beside the server with the assets.
  copyFileSync(path.resolve('.next', PLAN_FILE), path.join(project, '.next', PLAN_FILE));
  mkdirSync(path.join(project, '.next', 'standalone'));
  for (const entry of readdirSync(path.resolve('.next/standalone'))) {
    if (['public', '.assets-build-id', '.assets-lock'].includes(entry)) continue;
    link(
      path.resolve('.next/standalone', entry),
      path.join(project, '.next', 'standalone'),
      entry === '.next' ? '-a' : '-al',
    );
  }
  for (const placed of ['static', PLAN_FILE])
    rmSync(path.join(project, '.next', 'standalone', '.next', placed), {
      recursive: true,
      force: true,
    });
  for (const file of PRELOAD_FILES) copyFileSync(path.resolve(file), path.join(project, file));
  return project;
}

test('four servers started at once from one build all serve, three times over', async () => {
  test.setTimeout(360_000);
  // A flag and a hashed script: the two folders the starts place beside the server.
  const script = readdirSync(path.resolve('.next/static/chunks')).find((name) =>
    name.endsWith('.js'),
  );
  for (let round = 1; round <= 3; round += 1) {
    const project = unpreparedProject();
    const started = STARTS.map((port) => {
      const output: string[] = [];
      const child = spawn(process.execPath, [path.resolve('scripts/standalone.mjs')], {
        cwd: project,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: serverEnv(port, tempDir(`starts-data-${port}`)),
      });
      children.push(child);
      for (const stream of [child.stdout!, child.stderr!])
        stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      return { port, child, output };
    });
    const deadline = Date.now() + 120_000;
    for (const { port, child, output } of started) {
      let health = await status(`http://localhost:${port}/api/health`);
      while (health !== 200 && child.exitCode === null && Date.now() < deadline) {
        await pause(250);
        health = await status(`http://localhost:${port}/api/health`);
      }
      const said = `round ${round}, port ${port}:\n${output.join('')}`;
      expect(child.exitCode, said).toBeNull();
      expect(health, said).toBe(200);
      expect(await status(`http://localhost:${port}/flags/je.svg`), said).toBe(200);
      expect(await status(`http://localhost:${port}/_next/static/chunks/${script}`), said).toBe(
        200,
      );
      // The page's own rules inlined: the plan was placed beside the server too.
      const home = await (await fetch(`http://localhost:${port}/`)).text();
      expect(home.includes('<style data-critical="">'), `${said}\nno inlined rules on /`).toBe(
        true,
      );
    }
    await Promise.all(started.map(({ child }) => stop(child)));
  }
});

test('an instance whose first readiness checks are all cut off becomes ready all the same', async () => {
  test.setTimeout(READY_WITHIN_MS + 120_000);
  const child = spawn(
    process.execPath,
    ['--import', path.resolve('server-preload.mjs'), path.resolve('.next/standalone/server.js')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...serverEnv(PROBED, tempDir('probed-data')), HOSTNAME: 'localhost' },
    },
  );
  children.push(child);
  const ready = `http://localhost:${PROBED}/api/health/ready`;
  // As Varnish's probe did on a loaded machine: checks that give up after 300 ms, from the
  // moment the port opens, until 80 of them have reached the server.
  const seen: (number | 'cut')[] = [];
  const deadline = Date.now() + 60_000;
  while (seen.length < 80 && Date.now() < deadline) {
    const answer = await status(ready, 300);
    if (answer === 'refused') await pause(20);
    else seen.push(answer);
  }
  expect(seen).toHaveLength(80);
  const cut = seen.filter((answer) => answer === 'cut').length;
  console.log(`cut-off checks: ${cut} of ${seen.length}; answered: ${seen.length - cut}`);

  const from = Date.now();
  let answer = await status(ready);
  while (answer !== 200 && Date.now() - from < READY_WITHIN_MS) {
    await pause(500);
    answer = await status(ready);
  }
  console.log(`ready ${Date.now() - from} ms after the cut-off checks`);
  expect(answer, `not ready ${READY_WITHIN_MS} ms after the cut-off checks`).toBe(200);
});

test('an instance told to stop while it warms up stops at once, not after the shutdown limit', async () => {
  test.setTimeout(120_000);
  const child = spawn(
    process.execPath,
    ['--import', path.resolve('server-preload.mjs'), path.resolve('.next/standalone/server.js')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...serverEnv(PROBED, tempDir('stopped-data')), HOSTNAME: 'localhost' },
    },
  );
  children.push(child);
  const ready = `http://localhost:${PROBED}/api/health/ready`;
  let answer = await status(ready, 300);
  for (const deadline = Date.now() + 60_000; answer === 'refused' && Date.now() < deadline;) {
    await pause(50);
    answer = await status(ready, 300);
  }
  // Still warming: the search indexes are being built (its checks answer 503 or are cut off).
  expect(answer).not.toBe(200);
  expect(answer).not.toBe('refused');
  const exited = new Promise<number>((resolve) => {
    const told = Date.now();
    child.on('exit', () => resolve(Date.now() - told));
  });
  child.kill('SIGTERM');
  // The drain delay is 500 ms here; the shutdown limit (SHUTDOWN_TIMEOUT_MS) is 60 s.
  const took = await Promise.race([exited, pause(30_000).then(() => Infinity)]);
  console.log(`stopped ${took} ms after SIGTERM, while warming up`);
  expect(took).toBeLessThan(30_000);
});
