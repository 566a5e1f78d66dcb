// Throughput of a cached page served three ways on the same standalone build and machine:
// - Next's own cache (memory in front of files), the reference;
// - Redis alone (CACHE_MEMORY_MB=0: every hit is a Redis GET, its parsing and the tag checks);
// - the two tiers (REDIS_URL with the memory tier of lib/cache/memory-tier.mjs, the default).
// Three rounds, the setups alternated in a different order each round; each figure is the median
// of its three rounds, so a burst of load from elsewhere moves one round, not the result.
// Called by scripts/bench.mjs; runs alone on the last build too:
//
//   node bench/redis-cache.mjs [--site-port 3214] [--redis-port 3215]
//
// Needs redis-server (scripts/with-redis.mjs says how to get it) and a build.
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { cannon as load, waitFor } from './load.mjs';
import { findRedisServer, INSTALL_HINT, redisCommand, startRedis } from '../scripts/with-redis.mjs';
import { prepare, serverArgs } from '../scripts/standalone.mjs';

/** The home page in English and Arabic, as the main throughput measure uses. */
const PAGES = ['/', '/ar'];
const CONNECTIONS = 50;
const DURATION_S = 10;
const ROUNDS = 3;

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
/** Clock ticks per second of /proc's CPU times (Linux). */
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/**
 * CPU seconds a process has used so far (user + system, from /proc), or null off Linux. Beside
 * throughput, it is the figure a loaded machine disturbs least: each request's cost in the
 * server, whatever else competes for the cores.
 * @param {number | undefined} pid
 */
async function cpuSeconds(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return null;
  }
}

async function measure(origin, log, pid) {
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
    const cpuBefore = await cpuSeconds(pid);
    const r = await cannon(url);
    const cpuAfter = await cpuSeconds(pid);
    rows.push({
      path: page,
      cacheHeader: cache,
      rps: Math.round(r.requests.average),
      cpuMsPerRequest:
        cpuBefore === null || cpuAfter === null || !r.requests.total
          ? null
          : Number((((cpuAfter - cpuBefore) * 1000) / r.requests.total).toFixed(2)),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    });
  }
  return rows;
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  return /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]);
}

/**
 * Runs the three setups for ROUNDS rounds and prints a Markdown table on stdout; resolves with the
 * figures, or with `{ skipped }` when redis-server is missing.
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
  delete base.CACHE_MEMORY_MB;

  const redis = await startRedis({ port: redisPort });
  const setups = [
    { name: 'next', label: "Next's own", env: base, memory: null },
    {
      name: 'redis',
      label: 'Redis alone',
      env: { ...base, REDIS_URL: redis.url, CACHE_MEMORY_MB: '0' },
      memory: false,
    },
    {
      name: 'twoTier',
      label: 'memory + Redis',
      env: { ...base, REDIS_URL: redis.url },
      memory: true,
    },
  ];
  /** @type {Record<string, Awaited<ReturnType<typeof measure>>[]>} */
  const runs = { next: [], redis: [], twoTier: [] };
  let keys;
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      // next, redis, two tiers; then redis, two tiers, next; then two tiers, next, redis.
      const order = setups.map((_, index) => setups[(index + round) % setups.length]);
      for (const setup of order) {
        log(`round ${round + 1}/${ROUNDS}: ${setup.label}…`);
        const server = startServer(sitePort, setup.env);
        try {
          await waitFor(`${origin}/api/health`);
          const { cache } = await (await fetch(`${origin}/api/health`)).json();
          if (setup.memory !== null) {
            if (cache?.status !== 'up') throw new Error('the instance is not using Redis');
            if (Boolean(cache.memory) !== setup.memory) {
              throw new Error(
                `the memory tier is ${cache.memory ? 'on' : 'off'} for ${setup.label}`,
              );
            }
          }
          runs[setup.name]?.push(await measure(origin, log, server.child.pid));
        } finally {
          await server.stop();
        }
      }
    }
    keys = Number((await redisCommand(redis.port, 'DBSIZE')).replace(/^:/, ''));
  } finally {
    await redis.stop();
  }

  /** The median round of one setup for one page, and every round's rate. */
  const summary = (/** @type {string} */ name, /** @type {number} */ index) => {
    const rows = (runs[name] ?? []).map(
      (rowsOfRound) => /** @type {(typeof rowsOfRound)[number]} */ (rowsOfRound[index]),
    );
    const rps = median(rows.map((row) => row.rps));
    const middle = /** @type {(typeof rows)[number]} */ (rows.find((row) => row.rps === rps));
    const cpu = rows.map((row) => row.cpuMsPerRequest).filter((value) => value !== null);
    return {
      ...middle,
      rps,
      rounds: rows.map((row) => row.rps),
      cpuMsPerRequest: cpu.length ? median(cpu) : null,
      cpuRounds: cpu,
    };
  };
  const rows = PAGES.map((page, index) => {
    const next = summary('next', index);
    const redisOnly = summary('redis', index);
    const twoTier = summary('twoTier', index);
    return {
      path: page,
      next,
      redis: redisOnly,
      twoTier,
      ratio: Number((redisOnly.rps / next.rps).toFixed(3)),
      twoTierRatio: Number((twoTier.rps / next.rps).toFixed(3)),
    };
  });
  const line = (
    /** @type {string} */ page,
    /** @type {string} */ label,
    /** @type {ReturnType<typeof summary>} */ r,
    /** @type {number | string} */ ratio,
  ) =>
    `| ${page} | ${label} | ${r.cacheHeader} | ${r.rps} (${r.rounds.join(', ')}) | ${r.cpuMsPerRequest} (${r.cpuRounds.join(', ')}) | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${ratio} |`;
  console.log(
    [
      '',
      `### Shared cache beside Next's own cache, ${CONNECTIONS} connections × ${DURATION_S} s, median of ${ROUNDS} alternated rounds`,
      '',
      "| page | cache | x-nextjs-cache | req/s (rounds) | server CPU ms/request (rounds) | p50 ms | p99 ms | non-2xx | req/s ÷ Next's own |",
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.flatMap((row) => [
        line(row.path, "Next's own", row.next, ''),
        line(row.path, 'Redis alone', row.redis, row.ratio),
        line(row.path, 'memory + Redis', row.twoTier, row.twoTierRatio),
      ]),
      '',
      `Redis held ${keys} keys after the run.`,
      '',
    ].join('\n'),
  );
  return {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    rounds: ROUNDS,
    pages: rows,
    redisKeys: keys,
  };
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
