// One container of an image, for a test suite's webServer: started as an operator would start
// it, its output followed, and stopped as `docker stop` stops it when the suite ends.
//
//   node scripts/serve-image.mjs --name NAME [--image IMAGE] [--log FILE] [--volume V:/data]
//        [--writable] [-- COMMAND…]
//
// The site's image (inwrdam-site, `node scripts/images.mjs`) by default, with a read-only root and
// the two tmpfs mounts it needs (docs/operations.md, "The image"), on the host's network: the
// suites' fake providers and Redis listen on the host's loopback, and PORT chooses the port.
// The site's variables the caller sets (PORT, SITE_URL, PROVIDER_API_URL, REVALIDATE_SECRET…)
// pass through, as `docker run -e` passes them. The process stays up while the container stops
// and starts again (a test may stop Redis and start it again); SIGTERM or SIGINT stops and
// removes it.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { READ_ONLY_MOUNTS, SITE_IMAGE } from './image-names.mjs';

/** The site's settings a caller may give a container (docs/operations.md lists them). */
const PASSED =
  /^(PORT|SITE_URL|REDIS_URL|CACHE_MEMORY_MB|REVALIDATE_SECRET|TRUST_PROXY|UPLOAD_MIN_FREE_MB|UPLOAD_MAX_STORED_MB|NEXT_PRIVATE_DEBUG_CACHE|SHUTDOWN_DELAY_MS|SHUTDOWN_TIMEOUT_MS|LOG_LEVEL|METRICS_PORT|METRICS_HOST|OBSERVABILITY|SITE_TIME_ZONE|PROVIDER_\w+|OTEL_\w+)$/;

function options(argv) {
  const dashes = argv.indexOf('--');
  const own = dashes < 0 ? argv : argv.slice(0, dashes);
  const value = (name) => own[own.indexOf(name) + 1];
  return {
    name: value('--name'),
    image: own.includes('--image') ? value('--image') : SITE_IMAGE,
    log: own.includes('--log') ? value('--log') : null,
    volumes: own.flatMap((arg, index) => (arg === '--volume' ? ['-v', own[index + 1]] : [])),
    writable: own.includes('--writable'),
    command: dashes < 0 ? [] : argv.slice(dashes + 1),
  };
}

function docker(args, stdio = 'ignore') {
  return spawnSync('docker', args, { stdio });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { name, image, log, volumes, writable, command } = options(process.argv.slice(2));
  if (!name) throw new Error('serve-image: --name is required');
  // A container left by an interrupted run would hold the name.
  docker(['rm', '-f', name]);
  const env = Object.keys(process.env)
    .filter((key) => PASSED.test(key))
    .flatMap((key) => ['-e', key]);
  const mounts = image === SITE_IMAGE && !writable ? READ_ONLY_MOUNTS : [];
  const started = docker(
    ['run', '-d', '--name', name, '--network', 'host', ...mounts, ...volumes, ...env, image].concat(
      command,
    ),
    'inherit',
  );
  if (started.status !== 0) process.exit(started.status ?? 1);
  const file = log
    ? (mkdirSync(path.dirname(path.resolve(log)), { recursive: true }),
      createWriteStream(log, { flags: 'w' }))
    : null;
  let stopping = false;
  // Followed again after the container stops and starts: `docker logs -f` ends with it.
  const follow = (since) => {
    const logs = spawn('docker', ['logs', '-f', ...(since ? ['--since', since] : []), name], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [logs.stdout, logs.stderr]) {
      stream.on('data', (chunk) => {
        process.stdout.write(chunk);
        file?.write(chunk);
      });
    }
    logs.on('exit', () => {
      const at = new Date().toISOString();
      if (!stopping) setTimeout(() => follow(at), 500);
    });
  };
  follow();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // SIGTERM to the server, as `docker stop` sends it; it drains and exits by itself.
      docker(['stop', '--time', '70', name]);
      docker(['rm', '-f', name]);
      file?.end();
      process.exit(0);
    });
  }
}
