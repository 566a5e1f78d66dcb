// The Dockerfile's run stage without Docker (Docker cannot run on every machine that runs the
// tests): the same files in the same layout, started the same way, with the same environment.
// The faulty-provider e2e suite serves the site through this, so every `npm test` checks that the
// container's layout and settings (HOSTNAME=0.0.0.0, `node server.js`) serve the site.
//
//   node scripts/container.mjs [--dir DIR] [--log FILE]   (builds first when there is no build)
//
// Keep in step with the Dockerfile: COPY lines ↔ assemble(), ENV/CMD lines ↔ CONTAINER_ENV/start().
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { prepare } from './standalone.mjs';

const root = process.cwd();

/** The run stage's ENV lines. */
export const CONTAINER_ENV = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: '3000',
  // Listen on every interface, as a container must. Next 16.4's standalone server serves
  // next-intl's unprefixed English paths correctly when bound to 0.0.0.0 (checked by the
  // faulty-provider suite, which runs through here); a specific address such as 127.0.0.1 still
  // turns them into a 307 loop (vercel/next.js#95528). See docs/operations.md, "Running in production".
  HOSTNAME: '0.0.0.0',
  DATA_DIR: '/data',
};

/** The run stage's COPY lines: standalone server, hashed assets, public files, the preload. */
export async function assemble(dir) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await cp(path.join(root, '.next', 'standalone'), dir, { recursive: true });
  await cp(path.join(root, '.next', 'static'), path.join(dir, '.next', 'static'), {
    recursive: true,
  });
  await cp(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true });
  for (const file of ['server-preload.mjs', 'server-shutdown.mjs']) {
    await cp(path.join(root, file), path.join(dir, file));
  }
}

/** The run stage's CMD: `node --import ./server-preload.mjs server.js` in the app directory. */
export function start(dir, env = {}, stdio = 'inherit') {
  return spawn(process.execPath, ['--import', './server-preload.mjs', 'server.js'], {
    cwd: dir,
    stdio,
    env: { PATH: process.env.PATH, ...CONTAINER_ENV, ...env },
  });
}

function option(name) {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Builds when there is no build yet (and copies the assets the standalone server needs).
  await prepare();
  const dir = path.resolve(option('--dir') ?? path.join('.next', 'container'));
  await assemble(dir);
  // Variables the caller sets (PORT, PROVIDER_API_URL, REVALIDATE_SECRET…) pass through, as
  // `docker run -e` would; DATA_DIR defaults to a folder of the assembled app, not /data.
  const passed = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        /^(PORT|HOSTNAME|SITE_URL|DATA_DIR|REDIS_URL|CACHE_MEMORY_MB|REVALIDATE_SECRET|TRUST_PROXY|UPLOAD_MIN_FREE_MB|UPLOAD_MAX_STORED_MB|NEXT_PRIVATE_DEBUG_CACHE|SHUTDOWN_DELAY_MS|SHUTDOWN_TIMEOUT_MS|LOG_LEVEL|METRICS_PORT|METRICS_HOST|OBSERVABILITY|SITE_TIME_ZONE)$/.test(
          key,
        ) ||
        key.startsWith('PROVIDER_') ||
        key.startsWith('OTEL_'),
    ),
  );
  const child = start(dir, { DATA_DIR: path.join(dir, '.data'), ...passed }, [
    'ignore',
    'pipe',
    'pipe',
  ]);
  const log = option('--log');
  const file = log
    ? (await mkdir(path.dirname(path.resolve(log)), { recursive: true }),
      createWriteStream(log, { flags: 'w' }))
    : null;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      process.stdout.write(chunk);
      file?.write(chunk);
    });
  }
  // As `docker stop` does: the signal goes to the server, which finishes what it is serving.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    file?.end();
    process.exit(code ?? (signal ? 128 : 0));
  });
}
