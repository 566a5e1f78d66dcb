// The instances' supervisor: `up` starts it detached (`node scripts/stack/supervisor.mjs <dir>`),
// and it is the parent of both instances for the stack's life, as systemd is in production
// (deploy/systemd/). It starts them, and starts again one that exits without being asked to
// (SIGKILL, out of memory, a crash), after a backoff: 0.5 s, doubling to 15 s at most, back to
// 0.5 s once an instance has stayed up a minute. It never puts an instance in rotation itself:
// Varnish's probe of /api/health/ready does, once the instance is ready.
//
// It is the only process that starts or stops instances. `release` and `down` ask it through a
// small HTTP server on a Unix socket in the state directory (supervisor.sock, see control.mjs):
//   GET  /status                  what it runs (also written to supervisor.json on every change)
//   POST /replace {role, app}     drains the instance (SIGTERM; SIGKILL past STOP_TIMEOUT_MS) and
//                                 starts it from another app directory; answers once it started
//   POST /stop                    drains both, answers, and exits (SIGTERM to it does the same)
// Every exit and start is logged, with the time, to supervisor.log.
import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { socketOf, statusFileOf } from './control.mjs';
import { STOP_TIMEOUT_MS } from './processes.mjs';

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 15_000;
/** Up this long, an instance that exits is restarted after the first delay again. */
const STABLE_MS = 60_000;

/**
 * @typedef {{
 *   role: string, port: number, metricsPort: number, app: string,
 *   child: import('node:child_process').ChildProcess | null, pid: number, startedAt: number,
 *   restarts: number, failures: number, timer: NodeJS.Timeout | null, planned: boolean,
 *   queue: Promise<unknown>, exited: (() => void) | null,
 * }} Instance
 */

const log = (/** @type {string} */ message) =>
  console.log(`${new Date().toISOString()} ${message}`);

/** @param {string} dir */
export function supervise(dir) {
  const state = JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8'));
  /** @type {Instance[]} */
  const instances = state.processes
    .filter((/** @type {{ role: string }} */ entry) => entry.role.startsWith('instance-'))
    .map((/** @type {{ role: string, port: number, metricsPort: number }} */ entry) => ({
      role: entry.role,
      port: entry.port,
      metricsPort: entry.metricsPort,
      app: state.app,
      child: null,
      pid: 0,
      startedAt: 0,
      restarts: 0,
      failures: 0,
      timer: null,
      planned: false,
      queue: Promise.resolve(),
      exited: null,
    }));
  let stopping = false;

  const report = () => ({
    pid: process.pid,
    instances: instances.map(({ role, port, metricsPort, pid, restarts, app }) => ({
      role,
      port,
      metricsPort,
      pid,
      restarts,
      app,
    })),
  });
  /** Written whole and renamed, so that `status` never reads half a file. */
  let writing = Promise.resolve();
  const publish = () => {
    const text = `${JSON.stringify(report(), null, 2)}\n`;
    const file = statusFileOf(dir);
    writing = writing
      .then(() => writeFile(`${file}.tmp`, text))
      .then(() => rename(`${file}.tmp`, file))
      .catch((error) => log(`could not write ${file}: ${error}`));
    return writing;
  };

  /** @param {Instance} instance */
  const start = (instance) => {
    const output = openSync(path.join(dir, `${instance.role}.log`), 'a');
    // The Dockerfile's CMD, in the app directory, with the environment `up` chose.
    const child = spawn(process.execPath, ['--import', './server-preload.mjs', 'server.js'], {
      cwd: instance.app,
      stdio: ['ignore', output, output],
      env: {
        ...state.env,
        PORT: String(instance.port),
        METRICS_PORT: String(instance.metricsPort),
      },
    });
    instance.child = child;
    instance.pid = child.pid ?? 0;
    instance.startedAt = Date.now();
    log(`${instance.role}: started, pid ${instance.pid}, port ${instance.port}, ${instance.app}`);
    const ended = (/** @type {string} */ how) => {
      if (instance.child !== child) return;
      instance.child = null;
      onExit(instance, how);
    };
    child.on('exit', (code, signal) => ended(signal ? `signal ${signal}` : `code ${code}`));
    child.on('error', (error) => ended(`error ${error.message}`));
    void publish();
  };

  /** @param {Instance} instance @param {string} how */
  const onExit = (instance, how) => {
    const up = (Date.now() - instance.startedAt) / 1000;
    const exited = instance.exited;
    instance.exited = null;
    if (instance.planned || stopping) {
      log(`${instance.role}: pid ${instance.pid} stopped (${how}) after ${up.toFixed(1)} s`);
      exited?.();
      return;
    }
    if (up * 1000 >= STABLE_MS) instance.failures = 0;
    const delay = Math.min(FIRST_DELAY_MS * 2 ** instance.failures, MAX_DELAY_MS);
    instance.failures += 1;
    log(
      `${instance.role}: pid ${instance.pid} exited unexpectedly (${how}) after ${up.toFixed(1)} s; ` +
        `restarting in ${delay / 1000} s`,
    );
    instance.timer = setTimeout(() => {
      instance.timer = null;
      if (stopping || instance.child) return;
      instance.restarts += 1;
      log(`${instance.role}: restart ${instance.restarts}`);
      start(instance);
    }, delay);
  };

  /** Drains one instance: SIGTERM, SIGKILL past STOP_TIMEOUT_MS; resolves once it has exited. */
  const stop = async (/** @type {Instance} */ instance) => {
    if (instance.timer) clearTimeout(instance.timer);
    instance.timer = null;
    const child = instance.child;
    if (!child) return;
    instance.planned = true;
    try {
      const gone = new Promise((resolve) => {
        instance.exited = () => resolve(undefined);
      });
      log(`${instance.role}: stopping pid ${instance.pid} (SIGTERM)`);
      child.kill('SIGTERM');
      const late = setTimeout(() => {
        log(`${instance.role}: pid ${instance.pid} did not stop in ${STOP_TIMEOUT_MS} ms: SIGKILL`);
        child.kill('SIGKILL');
      }, STOP_TIMEOUT_MS);
      await gone;
      clearTimeout(late);
    } finally {
      instance.planned = false;
    }
  };

  /** One change at a time per instance: a replacement waits for the one before. */
  const serially = (
    /** @type {Instance} */ instance,
    /** @type {() => Promise<unknown>} */ job,
  ) => {
    const result = instance.queue.then(job);
    instance.queue = result.catch(() => {});
    return result;
  };

  const replace = (/** @type {Instance} */ instance, /** @type {string} */ app) =>
    serially(instance, async () => {
      await stop(instance);
      if (stopping) throw new Error('the supervisor is stopping');
      instance.app = app;
      instance.failures = 0;
      start(instance);
      return { role: instance.role, pid: instance.pid };
    });

  const socket = socketOf(dir);
  /** @type {Promise<void> | null} */
  let stopped = null;
  const stopAll = () => {
    stopping = true;
    stopped ??= Promise.all(instances.map((instance) => serially(instance, () => stop(instance))))
      .then(publish)
      .then(() => log('all instances stopped'));
    return stopped;
  };
  const exit = () =>
    stopAll().then(async () => {
      server.close();
      await rm(socket, { force: true });
      log('supervisor exits');
      process.exit(0);
    });

  /** @param {http.IncomingMessage} request */
  const body = async (request) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return text ? JSON.parse(text) : {};
  };
  const server = http.createServer(async (request, response) => {
    const answer = (/** @type {number} */ status, /** @type {unknown} */ value) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    try {
      if (request.method === 'GET' && request.url === '/status') return answer(200, report());
      if (request.method === 'POST' && request.url === '/replace') {
        const { role, app } = await body(request);
        const instance = instances.find((entry) => entry.role === role);
        if (!instance || typeof app !== 'string' || !path.isAbsolute(app)) {
          return answer(400, { error: `no instance ${role}, or no absolute app directory` });
        }
        log(`${role}: asked to run ${app}`);
        return answer(200, await replace(instance, app));
      }
      if (request.method === 'POST' && request.url === '/stop') {
        log('asked to stop');
        await stopAll();
        answer(200, report());
        return void response.on('finish', () => void exit());
      }
      answer(404, { error: 'GET /status, POST /replace or POST /stop' });
    } catch (error) {
      answer(500, { error: error instanceof Error ? error.message : String(error) });
    }
  });
  // Only this user may ask: the socket is made 0600 (the umask only while it is made, since the
  // instances inherit it).
  const umask = process.umask(0o077);
  server.listen(socket, () => {
    process.umask(umask);
    log(`supervisor ${process.pid} listening on ${socket}`);
    for (const instance of instances) start(instance);
  });
  let retried = false;
  server.on('error', (error) => {
    // A socket a killed supervisor left behind: nobody answers on it, so it is taken over.
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE' && !retried) {
      retried = true;
      const probe = net.connect(socket);
      probe.on('connect', () => {
        log(`supervisor: another supervisor answers on ${socket}`);
        process.exit(1);
      });
      probe.on('error', () => {
        log(`supervisor: ${socket} was left behind; taking it over`);
        void rm(socket, { force: true }).then(() => server.listen(socket));
      });
      return;
    }
    log(`supervisor: ${error.message}`);
    process.exit(1);
  });
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
    process.on(signal, () => {
      log(`${signal}: stopping`);
      void exit();
    });
  }
  // Detached from any terminal; a hangup means nothing to it.
  process.on('SIGHUP', () => {});
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/stack/supervisor.mjs <stack state directory>');
    process.exit(2);
  }
  supervise(path.resolve(dir));
}
