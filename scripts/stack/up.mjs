// `up` and `down`: the whole stack started in order, each part once the one below it answers, and
// stopped in the reverse order.
import { chmod, chown, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { APP_ENV, assemble } from './app.mjs';
import { prepare } from '../standalone.mjs';
import { freePort, redisCommand } from '../with-redis.mjs';
import { makeCertificate, startNginx, startRedis, startVarnish } from './edge.mjs';
import { startMonitoring } from './monitoring.mjs';
import { READY, startSupervisor, stopSupervised } from './processes.mjs';
import { edgePrograms, INSTALL_HINT } from './programs.mjs';
import {
  alive,
  groupOf,
  httpOk,
  httpsRequest,
  PASSED,
  PORTS,
  readState,
  stateDir,
  stateFile,
  waitFor,
  writeState,
} from './state.mjs';

export async function up() {
  const running = await readState();
  if (running && running.processes.some((entry) => entry.pid > 0 && alive(entry.pid))) {
    throw new Error(`A stack is already running from ${stateDir}; stop it with \`down\` first.`);
  }
  const programs = edgePrograms();
  if (Object.values(programs).includes(null)) throw new Error(INSTALL_HINT);
  const { nginx, varnishd, redisServer, openssl } = programs;

  const httpPort = Number(process.env.STACK_HTTP_PORT) || 8080;
  const httpsPort = Number(process.env.STACK_HTTPS_PORT) || 8443;
  const base = Number(process.env.STACK_INTERNAL_PORT);
  const ports = Object.fromEntries(
    await Promise.all(
      PORTS.map(async (name, offset) => [name, base ? base + offset : await freePort()]),
    ),
  );
  const { cache: cachePort, site1: site1Port, site2: site2Port, redis: redisPort } = ports;
  const { origin1: origin1Port, origin2: origin2Port } = ports;
  const bind = process.env.STACK_BIND || '127.0.0.1';
  const host = bind === '0.0.0.0' ? 'localhost' : bind;
  const urls = {
    https: `https://${host === '127.0.0.1' ? 'localhost' : host}${httpsPort === 443 ? '' : `:${httpsPort}`}`,
    http: `http://${host === '127.0.0.1' ? 'localhost' : host}${httpPort === 80 ? '' : `:${httpPort}`}`,
  };

  // World-readable: as root, nginx's workers (nobody) write their temporary files here.
  await rm(stateDir, { recursive: true, force: true });
  await mkdir(stateDir, { recursive: true, mode: 0o755 });
  /** @type {{ role: string, pid?: number, port?: number, metricsPort?: number }[]} */
  const processes = [];
  /** Where nginx's workers keep their temporary files (below). */
  let tempDir = stateDir;
  const app = path.join(stateDir, 'app');
  const passed = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => PASSED.test(name)),
  );
  /** The instances' environment, kept for `release` (it holds secrets: the state is 0600). */
  const env = {
    PATH: process.env.PATH ?? '',
    ...APP_ENV,
    // Loopback only. "localhost", not 127.0.0.1: see scripts/standalone.mjs.
    HOSTNAME: 'localhost',
    SITE_URL: urls.https,
    DATA_DIR: path.join(stateDir, 'data'),
    ...passed,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    // nginx sets X-Forwarded-For to the visitor and Varnish appends nginx: two hops.
    TRUST_PROXY: '2',
    EDGE_PURGE_URLS: `http://127.0.0.1:${cachePort}/`,
  };
  const save = () => writeState({ urls, processes, stateDir, tempDir, app, env });

  try {
    const { cert, key } = makeCertificate(openssl, stateDir);

    processes.push({
      role: 'redis',
      pid: await startRedis(redisServer, stateDir, redisPort),
      port: redisPort,
    });
    await save();
    await waitFor(
      'redis-server',
      async () => (await redisCommand(redisPort, 'PING').catch(() => '')) === '+PONG',
    );

    // One production build, laid out as the image lays it out (app.mjs), run twice by the
    // supervisor, which reads them from the state (their pids are its: supervisor.json).
    // STACK_APP: an assembled app directory run instead (the phone bench's floor, bench/floor.mjs).
    if (process.env.STACK_APP)
      await cp(path.resolve(process.env.STACK_APP), app, { recursive: true });
    else {
      await prepare();
      await assemble(app);
    }
    const instances = [
      { role: 'instance-1', port: site1Port, metricsPort: ports.metrics1 },
      { role: 'instance-2', port: site2Port, metricsPort: ports.metrics2 },
    ];
    const supervisor = { role: 'supervisor', pid: 0 };
    processes.push(supervisor, ...instances);
    await save();
    supervisor.pid = await startSupervisor(stateDir);
    await save();
    // Ready, not only alive: Varnish's probe reads the same (its search warmed up).
    for (const { port } of instances) {
      await waitFor(`the instance on port ${port}`, () => httpOk(port, READY), 300_000);
    }

    // nginx's temporary files (an upload's body on its way to an instance). Run by root, nginx's
    // workers are nobody, who may not reach the state directory (a checkout under a private
    // directory, as `mktemp -d` makes): theirs then live in a directory of their own in the
    // system's temporary directory, which `down` removes.
    if (process.getuid?.() === 0) {
      tempDir = await mkdtemp(path.join(os.tmpdir(), 'inwrdam-nginx-'));
      await chmod(tempDir, 0o755);
      await save();
    }
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      const temp = path.join(tempDir, `nginx-${dir}`);
      await mkdir(temp, { recursive: true });
      if (process.getuid?.() === 0) await chown(temp, 65534, 65534);
    }
    const where = { nginx, stateDir, tempDir };

    // The compressing nginx between Varnish and the instances: one port per instance.
    processes.push({
      role: 'origin-nginx',
      pid: await startNginx(where, 'nginx-origin.conf', {
        SITE_1_HOST: '127.0.0.1',
        SITE_1_PORT: site1Port,
        SITE_2_HOST: '127.0.0.1',
        SITE_2_PORT: site2Port,
        ORIGIN_1_PORT: origin1Port,
        ORIGIN_1_LISTEN: `127.0.0.1:${origin1Port}`,
        ORIGIN_2_LISTEN: `127.0.0.1:${origin2Port}`,
      }),
      port: origin1Port,
    });
    await save();

    processes.push({
      role: 'varnish',
      pid: await startVarnish(varnishd, stateDir, { cachePort, origin1Port, origin2Port }),
      port: cachePort,
    });
    await save();
    await waitFor('Varnish', () => httpOk(cachePort));

    // The public face: TLS.
    processes.push({
      role: 'nginx',
      pid: await startNginx(where, 'nginx.conf', {
        CACHE_HOST: '127.0.0.1',
        CACHE_PORT: cachePort,
        HTTP_LISTEN: `${bind}:${httpPort}`,
        HTTPS_LISTEN: `${bind}:${httpsPort}`,
        HTTPS_PORT_SUFFIX: httpsPort === 443 ? '' : `:${httpsPort}`,
        STATUS_LISTEN: `127.0.0.1:${ports.nginxStatus}`,
        TLS_CERT: cert,
        TLS_KEY: key,
      }),
      port: httpsPort,
    });
    await save();
    await waitFor(
      'the https edge',
      async () => (await httpsRequest(`${urls.https}/api/health`)).status === 200,
    );

    await startMonitoring({ stateDir, ports, programs, processes, save });
  } catch (error) {
    await down();
    throw error;
  }
  return urls;
}

/**
 * Stops what `up` started: nginx first (no new visitors), the instances (they finish what they
 * serve) and their supervisor, then the compressing nginx, Varnish and Redis.
 */
export async function down() {
  const state = await readState();
  if (!state) return false;
  const order = ['prometheus', 'exporter', 'nginx', 'instance', 'origin-nginx', 'varnish', 'redis'];
  const processes = state.processes;
  for (const group of order) {
    if (group === 'instance') {
      const supervisor = processes.find(
        (/** @type {{ role: string }} */ { role }) => role === 'supervisor',
      );
      await stopSupervised(state.stateDir ?? stateDir, supervisor?.pid ?? 0);
      continue;
    }
    const members = processes.filter((entry) => groupOf(entry.role) === group);
    for (const { pid } of members) {
      if (alive(pid)) process.kill(pid, 'SIGTERM');
    }
    await waitFor(group, async () => members.every(({ pid }) => !alive(pid)), 30_000).catch(() => {
      for (const { pid } of members) if (alive(pid)) process.kill(pid, 'SIGKILL');
    });
  }
  await rm(stateFile, { force: true });
  // The copy of the build goes; the logs stay for reading.
  await rm(state.app ?? path.join(state.stateDir ?? stateDir, 'app'), {
    recursive: true,
    force: true,
  });
  if (state.tempDir && state.tempDir !== (state.stateDir ?? stateDir))
    await rm(state.tempDir, { recursive: true, force: true });
  return true;
}
