// What the benchmark's measures share: waiting for a server to answer, and one autocannon run.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * Resolves once `url` answers 2xx; throws after `timeoutMs`, or as soon as `child` (the server's
 * process, when the caller started it) has exited.
 */
export async function waitFor(url, timeoutMs = 90_000, child = null) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (child && child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * One production server of the build in `dir` (its standalone folder) on `port`, keeping what it
 * receives in `dataDir`, with the server preload (docs/operations.md, "Uploads and abuse") unless
 * `preload` is null; `env` adds to or overrides its environment. Returns the child process.
 */
export function startServer({
  dir,
  port,
  dataDir,
  preload = path.resolve('server-preload.mjs'),
  env = {},
}) {
  return spawn(
    process.execPath,
    [...(preload && existsSync(preload) ? ['--import', preload] : []), path.join(dir, 'server.js')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        HOSTNAME: 'localhost',
        SITE_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        ...env,
      },
    },
  );
}

/**
 * One autocannon run against `url`: its full result (requests, latency, errors, non-2xx).
 * `headers`: sent with every request (none by default).
 */
export function cannon(url, { connections, durationSeconds, headers }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: durationSeconds, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** What the benchmark keeps of one autocannon run. */
export function summarise(result) {
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
