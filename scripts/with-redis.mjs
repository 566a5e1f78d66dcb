// A throwaway redis-server for the tests: loopback only, no persistence, its own temporary
// directory, stopped afterwards even when the tests fail or are interrupted.
//
//   node scripts/with-redis.mjs "<command>"    runs the command with TEST_REDIS_URL set
//
// `npm test` wraps the unit and end-to-end tests in it, so everything that needs Redis (the shared
// cache suite, a Redis-backed rate limiter) uses one server. E2E_REDIS_PORT chooses its port
// (default: a free one). Without redis-server installed, the command still runs, without
// TEST_REDIS_URL: what needs Redis skips and says how to get it; under CI=true that is an error.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const INSTALL_HINT = [
  'redis-server is not installed: the shared-cache tests (two instances on one Redis) cannot run.',
  'Install it and run again:',
  '  Debian/Ubuntu:  sudo apt-get install -y redis-server',
  '  macOS:          brew install redis',
  'or point REDIS_SERVER_PATH at a redis-server binary.',
].join('\n');

/** redis-server's path (REDIS_SERVER_PATH when set, and only it), or null when there is none. */
export function findRedisServer() {
  const chosen = process.env.REDIS_SERVER_PATH?.trim();
  if (chosen) return existsSync(chosen) ? chosen : null;
  const found = [
    '/usr/bin/redis-server',
    '/usr/local/bin/redis-server',
    '/opt/homebrew/bin/redis-server',
  ].find((candidate) => existsSync(candidate));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/** A port nothing listens on now, chosen by the system (scripts/stack.mjs uses it too). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Sends one command in Redis's inline form and resolves with the first line of the answer.
 * Enough for PING and SHUTDOWN without loading a client.
 * @param {number} port
 * @param {string} command
 */
export function redisCommand(port, command, timeoutMs = 1_000) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let answer = '';
    const done = (/** @type {Error | null} */ error) => {
      socket.destroy();
      if (error) reject(error);
      else resolve(answer.split('\r\n')[0] ?? '');
    };
    socket.setTimeout(timeoutMs, () => done(new Error('Redis did not answer')));
    socket.on('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\r\n')) done(null);
    });
    // SHUTDOWN answers by closing the connection.
    socket.on('end', () => done(null));
    socket.on('error', done);
  });
}

/**
 * A redis-server configuration for a cache on loopback: nothing written to disk (no snapshots, no
 * append-only file), its log in `dir`. scripts/stack.mjs uses it too.
 * @param {{ port: number, dir: string, extra?: string[] }} options
 */
export function redisConfig({ port, dir, extra = [] }) {
  return [
    `port ${port}`,
    'bind 127.0.0.1',
    'protected-mode yes',
    `dir ${dir}`,
    'save ""',
    'appendonly no',
    `logfile ${path.join(dir, 'redis.log')}`,
    ...extra,
    '',
  ].join('\n');
}

/**
 * Starts a redis-server and waits until it answers.
 * @param {{ port?: number, binary?: string }} [options]
 */
export async function startRedis({ port, binary = findRedisServer() ?? 'redis-server' } = {}) {
  const chosen = port ?? (Number(process.env.E2E_REDIS_PORT) || (await freePort()));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inwrdam-redis-'));
  // A configuration file rather than arguments, so a test that stops this server can start an
  // identical one again (`INFO server` names the file).
  const configFile = path.join(dir, 'redis.conf');
  await writeFile(
    configFile,
    // Its start-up banner and warnings would drown the tests' output; they stay in the log file.
    redisConfig({ port: chosen, dir, extra: ['daemonize no', 'loglevel warning'] }),
  );
  const child = spawn(binary, [configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    try {
      if ((await redisCommand(chosen, 'PING')) === '+PONG') break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not answer on port ${chosen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let stopped = false;
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    configFile,
    /** Stops whatever redis-server now serves this port (a test may have restarted it). */
    async stop() {
      if (stopped) return;
      stopped = true;
      await redisCommand(chosen, 'SHUTDOWN NOSAVE').catch(() => {});
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `run` with TEST_REDIS_URL set to a fresh redis-server, or, when redis-server is missing,
 * without it after saying how to get it (an error under CI=true: CI must test the shared cache).
 * Resolves with run's exit code.
 * @param {(env: NodeJS.ProcessEnv) => Promise<number> | number} run
 */
export async function withRedis(run) {
  // Already decided by an outer wrapper (npm test wraps npm run test:e2e, which wraps again).
  if (process.env.TEST_REDIS_URL) return run(process.env);
  // TEST_REDIS_MISSING: an outer wrapper found none (and said so), which CI does not accept either.
  const toldAlready = Boolean(process.env.TEST_REDIS_MISSING);
  if (toldAlready || !findRedisServer()) {
    if (!toldAlready || process.env.CI) console.error(INSTALL_HINT);
    if (process.env.CI) {
      console.error('CI=true: the shared-cache tests must run, so this is an error.');
      return 1;
    }
    if (!toldAlready) console.error('Running the other tests without them.');
    return run({ ...process.env, TEST_REDIS_MISSING: '1' });
  }
  const redis = await startRedis();
  const stop = () => redis.stop().finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    console.log(`redis-server for the tests on ${redis.url}`);
    return await run({ ...process.env, TEST_REDIS_URL: redis.url });
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await redis.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv.slice(2).join(' ');
  if (!command) {
    console.error('usage: node scripts/with-redis.mjs "<command>"');
    process.exit(2);
  }
  const code = await withRedis(
    (env) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: 'inherit', env });
        child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
      }),
  );
  process.exit(code);
}
