// Throughput of a cached page served through the shared cache (REDIS_URL: every hit is a Redis
// GET plus the tag checks of lib/cache/redis-handler.mjs) beside Next's own cache (memory in
// front of files), on the same standalone build and the same machine, one after the other.
// Called by scripts/bench.mjs; runs alone on the last build too:
//
//   node bench/redis-cache.mjs [--site-port 3214] [--redis-port 3215]
//
// Needs redis-server (scripts/with-redis.mjs says how to get it) and a build.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { cannon as load, waitFor } from './load.mjs';
import { findRedisServer, INSTALL_HINT, redisCommand, startRedis } from '../scripts/with-redis.mjs';
import { prepare, serverArgs } from '../scripts/standalone.mjs';

/** The home page in English and Arabic, as the main throughput measure uses. */
const PAGES = ['/', '/ar'];
const CONNECTIONS = 50;
const DURATION_S = 10;

function cannon(url) {
  return load(url, { connections: CONNECTIONS, durationSeconds: DURATION_S });
}

function startServer(port, env) {
  const child = spawn(process.execPath, serverArgs(), {
    stdio: ['ignore', 'ignore', 2],
    env: {
      ...env,
      PORT: String(port),
      // See scripts/standalone.mjs: never a literal address.
      HOSTNAME: 'localhost',
      DATA_DIR: path.resolve('.bench-data'),
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, stop: () => (child.kill('SIGTERM'), exited) };
}

/** Measures each page on a running server, after filling its cache. */
async function measure(origin, log) {
  const rows = [];
  for (const page of PAGES) {
    const url = `${origin}${page}`;
    // Fill the cache, and let a stale copy from the build be refreshed in the background.
    let cache = null;
    for (let i = 0; i < 20; i += 1) {
      const response = await fetch(url);
      await response.arrayBuffer();
      cache = response.headers.get('x-nextjs-cache');
    }
    log(`autocannon ${url} (x-nextjs-cache: ${cache})`);
    const r = await cannon(url);
    rows.push({
      path: page,
      cacheHeader: cache,
      rps: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    });
  }
  return rows;
}

/**
 * Runs both measures and prints a Markdown table on stdout; resolves with the figures, or with
 * `{ skipped }` when redis-server is missing.
 * @param {{ log?: (...parts: unknown[]) => void, env?: NodeJS.ProcessEnv, sitePort?: number, redisPort?: number }} [options]
 */
export async function benchRedisCache({
  log = (...parts) => console.error('[bench:redis]', ...parts),
  env = process.env,
  sitePort = 3214,
  redisPort = 3215,
} = {}) {
  if (!findRedisServer()) {
    log(INSTALL_HINT);
    return { skipped: 'redis-server is not installed' };
  }
  await prepare();
  const origin = `http://localhost:${sitePort}`;
  const base = { ...env, NEXT_TELEMETRY_DISABLED: '1' };
  delete base.REDIS_URL;

  log("Next's own cache…");
  const local = startServer(sitePort, base);
  let nextCache;
  try {
    await waitFor(`${origin}/api/health`);
    nextCache = await measure(origin, log);
  } finally {
    await local.stop();
  }

  log('the shared cache (Redis)…');
  const redis = await startRedis({ port: redisPort });
  let redisCache;
  let keys;
  try {
    const shared = startServer(sitePort, { ...base, REDIS_URL: redis.url });
    try {
      await waitFor(`${origin}/api/health`);
      const health = await (await fetch(`${origin}/api/health`)).json();
      if (health.cache?.status !== 'up') throw new Error('the instance is not using Redis');
      redisCache = await measure(origin, log);
    } finally {
      await shared.stop();
    }
    keys = Number((await redisCommand(redis.port, 'DBSIZE')).replace(/^:/, ''));
  } finally {
    await redis.stop();
  }

  const rows = nextCache.map((own, index) => {
    const shared = /** @type {typeof own} */ (redisCache[index]);
    return {
      path: own.path,
      next: own,
      redis: shared,
      ratio: Number((shared.rps / own.rps).toFixed(3)),
    };
  });
  console.log(
    [
      '',
      `### Shared cache: Redis beside Next's own cache, ${CONNECTIONS} connections × ${DURATION_S} s`,
      '',
      "| page | cache | x-nextjs-cache | req/s | p50 ms | p99 ms | non-2xx | Redis ÷ Next's own |",
      '|---|---|---|---|---|---|---|---|',
      ...rows.flatMap((row) => [
        `| ${row.path} | Next's own | ${row.next.cacheHeader} | ${row.next.rps} | ${row.next.p50Ms} | ${row.next.p99Ms} | ${row.next.non2xx} | |`,
        `| ${row.path} | Redis | ${row.redis.cacheHeader} | ${row.redis.rps} | ${row.redis.p50Ms} | ${row.redis.p99Ms} | ${row.redis.non2xx} | ${row.ratio} |`,
      ]),
      '',
      `Redis held ${keys} keys after the run.`,
      '',
    ].join('\n'),
  );
  return { connections: CONNECTIONS, durationSeconds: DURATION_S, pages: rows, redisKeys: keys };
}

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchRedisCache({
    sitePort: option('--site-port', 3214),
    redisPort: option('--redis-port', 3215),
  });
}
