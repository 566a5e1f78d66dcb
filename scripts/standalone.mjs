// Runs the production build's standalone server (output: 'standalone'), building first when
// there is no build. Used by `npm start` and by the e2e tests.
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PLAN_FILE } from '../server-critical-css.mjs';

const root = process.cwd();
const standalone = path.join(root, '.next', 'standalone');

async function exists(file) {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

export function build() {
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long another process's preparation may hold the lock before it is taken as abandoned. */
const STALE_LOCK_MS = 120_000;

/**
 * The standalone server needs public/ and .next/static beside it (DESIGN.md). They are placed
 * once per build (`npm run build` does it, package.json's postbuild), never again on a start:
 * any number of servers started at once from one build (two ports at boot, as a systemd
 * template starts them) only read them. A build made without the postbuild step gets them from
 * the first start, under a lock (mkdir is atomic), each copied beside its place and renamed in,
 * while the other starts wait for the build's mark.
 */
export async function placeAssets() {
  const buildId = (await readFile(path.join(root, '.next', 'BUILD_ID'), 'utf8')).trim();
  const mark = path.join(standalone, '.assets-build-id');
  const placed = async () => (await readFile(mark, 'utf8').catch(() => '')) === buildId;
  const lock = path.join(standalone, '.assets-lock');
  while (!(await placed())) {
    const held = await mkdir(lock).then(
      () => true,
      (error) => {
        if (error.code !== 'EEXIST') throw error;
        return false;
      },
    );
    if (!held) {
      const since = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (since > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      else await pause(100);
      continue;
    }
    try {
      if (await placed()) break;
      const unique = `${process.pid}-${Date.now()}`;
      for (const [from, to] of [
        [path.join(root, 'public'), path.join(standalone, 'public')],
        [path.join(root, '.next', 'static'), path.join(standalone, '.next', 'static')],
        // What server-critical-css.mjs inlines, planned by scripts/critical-css.mjs (postbuild).
        [path.join(root, '.next', PLAN_FILE), path.join(standalone, '.next', PLAN_FILE)],
      ]) {
        const fresh = `${to}.new-${unique}`;
        const gone = `${to}.old-${unique}`;
        await cp(from, fresh, { recursive: true });
        await rename(to, gone).catch((error) => {
          if (error.code !== 'ENOENT') throw error;
        });
        await rename(fresh, to);
        await rm(gone, { recursive: true, force: true });
      }
      await writeFile(`${mark}.${unique}`, buildId);
      await rename(`${mark}.${unique}`, mark);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/** Builds when there is no build yet; then the assets, once per build (placeAssets). */
export async function prepare() {
  if (
    !(await exists(path.join(root, '.next', 'BUILD_ID'))) ||
    !(await exists(path.join(standalone, 'server.js')))
  )
    build();
  await placeAssets();
}

/**
 * Node's arguments for the standalone server: server-preload.mjs preloaded, as in the
 * Dockerfile's CMD, so route handlers know the client's socket address and undecodable paths
 * are repaired (docs/operations.md, "Uploads and abuse").
 */
export function serverArgs() {
  return ['--import', path.join(root, 'server-preload.mjs'), path.join(standalone, 'server.js')];
}

export function serve({ port = 3000, env = {} } = {}) {
  const child = spawn(process.execPath, serverArgs(), {
    stdio: 'inherit',
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      ...process.env,
      // Submissions outlive rebuilds: keep them beside the project, not inside .next/.
      DATA_DIR: path.resolve(process.env.DATA_DIR || '.data'),
      PORT: String(port),
      // The shell's HOSTNAME is the machine's name, not an address to bind: BIND_HOST chooses.
      // "localhost" by default, so `npm start` is reachable from this machine only. BIND_HOST=0.0.0.0
      // serves the network (as the container does); never a specific address such as 127.0.0.1,
      // which makes Next's standalone server turn next-intl's rewrite of unprefixed English paths
      // into a 307 loop to the same URL (vercel/next.js#95528). See docs/operations.md, "Running in production".
      HOSTNAME: process.env.BIND_HOST || 'localhost',
      ...env,
    },
  });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
  return child;
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--assets')) {
  // package.json's postbuild: the build's assets beside its server, once.
  await placeAssets();
} else if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--rebuild')) build();
  await prepare();
  serve({ port: Number(process.env.PORT) || 3000 });
}
