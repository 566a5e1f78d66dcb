// Runs the production build's standalone server (output: 'standalone'), building first when
// there is no build. Used by `npm start` and by the e2e tests.
import { spawn, spawnSync } from 'node:child_process';
import { cp, stat } from 'node:fs/promises';
import path from 'node:path';

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

/** The standalone server needs public/ and .next/static beside it (DESIGN.md). */
export async function prepare() {
  if (
    !(await exists(path.join(root, '.next', 'BUILD_ID'))) ||
    !(await exists(path.join(standalone, 'server.js')))
  )
    build();
  await cp(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
  await cp(path.join(root, '.next', 'static'), path.join(standalone, '.next', 'static'), {
    recursive: true,
  });
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

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--rebuild')) build();
  await prepare();
  serve({ port: Number(process.env.PORT) || 3000 });
}
