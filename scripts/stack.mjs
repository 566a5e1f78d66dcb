// The whole deployment on this machine, without Docker: nginx (TLS) → Varnish (the edge cache) →
// nginx (compression) → two instances of one production build → redis-server (the shared cache),
// all from Debian's packages and on loopback, watched by Prometheus and its exporters for Varnish,
// nginx and Redis. docker-compose.yml describes the same stack (docs/edge.md).
//
//   node scripts/stack.mjs up       starts it, returns once it is healthy; last line: the https URL
//   node scripts/stack.mjs status   prints { urls: { https, http }, processes: [{ role, pid, port }] }
//   node scripts/stack.mjs release  replaces the instances, one at a time, with the current build
//   node scripts/stack.mjs down     stops everything `up` started
//
// STACK_HTTP_PORT / STACK_HTTPS_PORT: the public ports (8080 / 8443; 80 and 443 work as root).
// STACK_INTERNAL_PORT: first of thirteen loopback ports (PORTS below; default: free ports).
// STACK_DIR: where the state, logs, certificate and pid files live (.stack). STACK_BIND: the
// public address (127.0.0.1).
// The site's settings (REVALIDATE_SECRET, PROVIDER_API_URL, …) are passed through to both
// instances, as `docker run -e` would.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import {
  chmod,
  chown,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  writeFile,
} from 'node:fs/promises';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assemble, CONTAINER_ENV } from './container.mjs';
import { prepare } from './standalone.mjs';
import { findRedisServer, freePort, redisCommand, redisConfig } from './with-redis.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stateDir = path.resolve(process.env.STACK_DIR || path.join(root, '.stack'));
const stateFile = path.join(stateDir, 'state.json');
const NGINX_MODULES = '/usr/lib/nginx/modules';

/** The site's own settings, passed through to the instances (the container's `environment`). */
const PASSED =
  /^(SITE_URL|SITE_TIME_ZONE|DATA_DIR|REVALIDATE_SECRET|UPLOAD_MIN_FREE_MB|UPLOAD_MAX_STORED_MB|NEXT_PRIVATE_DEBUG_CACHE|SHUTDOWN_DELAY_MS|SHUTDOWN_TIMEOUT_MS|LOG_LEVEL|OBSERVABILITY|PROVIDER_.+|OTEL_.+)$/;

/**
 * The internal ports, in this order from STACK_INTERNAL_PORT: Varnish, the two instances, Redis,
 * the compressing nginx's two, Prometheus, the instances' metrics (METRICS_PORT), the three
 * exporters, and the TLS nginx's stub_status.
 */
const PORTS = [
  'cache',
  'site1',
  'site2',
  'redis',
  'origin1',
  'origin2',
  'prometheus',
  'metrics1',
  'metrics2',
  'varnishExporter',
  'nginxExporter',
  'redisExporter',
  'nginxStatus',
];

const INSTALL_HINT = [
  'The stack runs Debian’s nginx (with its brotli module), Varnish (with varnish-modules),',
  'redis-server, and Prometheus with its exporters for them. Install them and run again:',
  '  sudo apt-get install -y nginx libnginx-mod-http-brotli-filter varnish varnish-modules redis-server openssl \\',
  '    prometheus prometheus-varnish-exporter prometheus-nginx-exporter prometheus-redis-exporter',
].join('\n');

/** @param {string} name */
function binary(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name} || ls /usr/sbin/${name}`], {
    encoding: 'utf8',
  });
  return found.status === 0 ? found.stdout.trim().split('\n')[0] : null;
}

/**
 * The stack's programs, each null when missing: nginx only with its brotli module, Varnish only
 * with varnish-modules' xkey.
 */
export function edgePrograms() {
  const nginx = binary('nginx');
  const varnishd = binary('varnishd');
  const withBrotli = existsSync(path.join(NGINX_MODULES, 'ngx_http_brotli_filter_module.so'));
  const vmods = spawnSync(
    'sh',
    [
      '-c',
      'ls /usr/lib/*/varnish/vmods/libvmod_xkey.so /usr/lib/varnish/vmods/libvmod_xkey.so 2>/dev/null',
    ],
    { encoding: 'utf8' },
  );
  return {
    nginx: withBrotli ? nginx : null,
    varnishd: vmods.stdout.trim() ? varnishd : null,
    varnishadm: binary('varnishadm'),
    redisServer: findRedisServer(),
    openssl: binary('openssl'),
    prometheus: binary('prometheus'),
    varnishExporter: binary('prometheus-varnish-exporter'),
    nginxExporter: binary('prometheus-nginx-exporter'),
    redisExporter: binary('prometheus-redis-exporter'),
  };
}

export { INSTALL_HINT };

/**
 * Fills a template's `${NAME}`s; a name without a value is an error, so a template and this
 * script cannot drift apart silently. nginx's own `$name` variables have no braces and stay.
 * @param {string} template
 * @param {Record<string, string | number>} values
 */
export function fill(template, values) {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`No value for \${${name}} in the template`);
    return String(values[name]);
  });
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An https request that accepts the stack's self-signed certificate; resolves with the status (0
 * when nothing answered) and the headers once the whole answer has arrived.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders }>}
 */
export function httpsRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const request = https.request(
      url,
      { method, headers, rejectUnauthorized: false, timeout: 10_000 },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    );
    request.on('error', () => resolve({ status: 0, headers: {} }));
    request.on('timeout', () => request.destroy());
    request.end(body);
  });
}

/** @param {number} port */
async function httpOk(port, pathname = '/api/health') {
  try {
    return (await fetch(`http://127.0.0.1:${port}${pathname}`)).ok;
  } catch {
    return false;
  }
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} file */
async function pidFrom(file) {
  for (let tries = 0; tries < 100; tries += 1) {
    const text = await readFile(file, 'utf8').catch(() => '');
    const pid = Number(text.trim());
    if (pid > 0) return pid;
    await sleep(100);
  }
  throw new Error(`no pid in ${file}`);
}

/** @param {string} what @param {() => Promise<boolean>} check */
async function waitFor(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not become ready in time`);
    await sleep(200);
  }
}

/** Runs a program that daemonizes itself; throws with its output when it fails. */
function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  }
}

async function readState() {
  try {
    return JSON.parse(await readFile(stateFile, 'utf8'));
  } catch {
    return null;
  }
}

/** The JSON `status` prints: the public URLs and each process started. */
function summary(state) {
  return {
    urls: state.urls,
    processes: state.processes.map(({ role, pid, port, metricsPort }) =>
      metricsPort ? { role, pid, port, metricsPort } : { role, pid, port },
    ),
  };
}

/** What `down` stops together: `instance-1` and `instance-2`, the exporters, one of a kind. */
const groupOf = (/** @type {string} */ role) =>
  role.endsWith('-exporter') ? 'exporter' : role.replace(/-\d+$/, '');

/**
 * Starts one instance of the assembled build in `app` (detached: it outlives this command) with
 * the environment `up` chose, which the state keeps for `release`.
 * @param {{ stateDir: string, app: string, env: Record<string, string> }} state
 * @param {{ role: string, port: number, metricsPort: number }} instance
 */
function startInstance(state, { role, port, metricsPort }) {
  const log = openSync(path.join(state.stateDir, `${role}.log`), 'a');
  const child = spawn(process.execPath, ['--import', './server-preload.mjs', 'server.js'], {
    cwd: state.app,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...state.env, PORT: String(port), METRICS_PORT: String(metricsPort) },
  });
  child.unref();
  return child.pid ?? 0;
}

/** Starts a program that stays in the foreground, detached, its output in `<role>.log`. */
function startDaemon(stateDir, role, command, args) {
  const log = openSync(path.join(stateDir, `${role}.log`), 'a');
  const child = spawn(command, args, { detached: true, stdio: ['ignore', log, log] });
  child.unref();
  return child.pid ?? 0;
}

async function up() {
  const running = await readState();
  if (running && running.processes.some((entry) => alive(entry.pid))) {
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
  /** @type {{ role: string, pid: number, port: number }[]} */
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
    ...CONTAINER_ENV,
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
  const save = () =>
    writeFile(
      stateFile,
      `${JSON.stringify({ urls, processes, stateDir, tempDir, app, env }, null, 2)}\n`,
      { mode: 0o600 },
    );

  try {
    // A certificate for this machine's names, made now and valid for a month.
    const cert = path.join(stateDir, 'tls.crt');
    const key = path.join(stateDir, 'tls.key');
    run(openssl, [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]);

    // redis-server: a cache, not a database (no persistence, bounded, least recently used out).
    const redisConf = path.join(stateDir, 'redis.conf');
    await writeFile(
      redisConf,
      redisConfig({
        port: redisPort,
        dir: stateDir,
        extra: [
          'maxmemory 256mb',
          'maxmemory-policy allkeys-lru',
          'daemonize yes',
          `pidfile ${path.join(stateDir, 'redis.pid')}`,
        ],
      }),
    );
    run(redisServer, [redisConf]);
    processes.push({
      role: 'redis',
      pid: await pidFrom(path.join(stateDir, 'redis.pid')),
      port: redisPort,
    });
    await save();
    await waitFor(
      'redis-server',
      async () => (await redisCommand(redisPort, 'PING').catch(() => '')) === '+PONG',
    );

    // One production build, assembled once as its container would be, run twice.
    await prepare();
    await assemble(app);
    const instances = [
      { role: 'instance-1', port: site1Port, metricsPort: ports.metrics1 },
      { role: 'instance-2', port: site2Port, metricsPort: ports.metrics2 },
    ];
    for (const instance of instances) {
      processes.push({ ...instance, pid: startInstance({ stateDir, app, env }, instance) });
      await save();
    }
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
    /** Fills a template of deploy/ into the state directory and starts nginx with it. */
    const startNginx = async (role, template, values, port) => {
      const conf = path.join(stateDir, template);
      await writeFile(
        conf,
        fill(await readFile(path.join(root, 'deploy', template), 'utf8'), {
          NGINX_MODULES,
          NGINX_WORKERS: process.env.STACK_NGINX_WORKERS || 'auto',
          STATE_DIR: stateDir,
          TEMP_DIR: tempDir,
          ...values,
        }),
      );
      // The log and pid file the template names too (nginx-error.log, nginx-origin.pid…).
      const name = template.replace(/\.conf$/, '');
      run(nginx, ['-c', conf, '-p', stateDir, '-e', path.join(stateDir, `${name}-error.log`)]);
      const pidFile = path.join(stateDir, `${name}.pid`);
      processes.push({ role, pid: await pidFrom(pidFile), port });
      await save();
    };

    // The compressing nginx between Varnish and the instances: one port per instance.
    await startNginx(
      'origin-nginx',
      'nginx-origin.conf',
      {
        SITE_1_HOST: '127.0.0.1',
        SITE_1_PORT: site1Port,
        SITE_2_HOST: '127.0.0.1',
        SITE_2_PORT: site2Port,
        ORIGIN_1_PORT: origin1Port,
        ORIGIN_1_LISTEN: `127.0.0.1:${origin1Port}`,
        ORIGIN_2_LISTEN: `127.0.0.1:${origin2Port}`,
      },
      origin1Port,
    );

    // Varnish, in its own working directory, without switching user (-j none): nothing else on
    // this machine is disturbed, and `down` stops exactly this one.
    const vcl = path.join(stateDir, 'varnish.vcl');
    await writeFile(
      vcl,
      fill(await readFile(path.join(root, 'deploy', 'varnish.vcl'), 'utf8'), {
        ORIGIN_1_HOST: '127.0.0.1',
        ORIGIN_1_PORT: origin1Port,
        ORIGIN_2_HOST: '127.0.0.1',
        ORIGIN_2_PORT: origin2Port,
        PURGE_ALLOW: '"127.0.0.1"; "::1";',
      }),
    );
    const varnishPid = path.join(stateDir, 'varnishd.pid');
    run(varnishd, [
      '-j',
      'none',
      '-n',
      path.join(stateDir, 'varnish'),
      '-a',
      `127.0.0.1:${cachePort}`,
      '-T',
      '127.0.0.1:0',
      '-f',
      vcl,
      '-s',
      `malloc,${process.env.STACK_CACHE_SIZE || '256m'}`,
      // Compression is the origin nginx's (brotli and gzip): Varnish passes Accept-Encoding on.
      '-p',
      'http_gzip_support=off',
      '-P',
      varnishPid,
    ]);
    processes.push({ role: 'varnish', pid: await pidFrom(varnishPid), port: cachePort });
    await save();
    await waitFor('Varnish', () => httpOk(cachePort));

    // The public face: TLS.
    await startNginx(
      'nginx',
      'nginx.conf',
      {
        CACHE_HOST: '127.0.0.1',
        CACHE_PORT: cachePort,
        HTTP_LISTEN: `${bind}:${httpPort}`,
        HTTPS_LISTEN: `${bind}:${httpsPort}`,
        HTTPS_PORT_SUFFIX: httpsPort === 443 ? '' : `:${httpsPort}`,
        STATUS_LISTEN: `127.0.0.1:${ports.nginxStatus}`,
        TLS_CERT: cert,
        TLS_KEY: key,
      },
      httpsPort,
    );
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
 * Prometheus and the exporters it scrapes besides the instances' own metrics: Varnish's (it reads
 * varnishstat of this stack's Varnish), nginx's (the TLS nginx's stub_status) and Redis's. All
 * on loopback; Prometheus's configuration is deploy/prometheus/prometheus.yml filled in, with the
 * rules copied beside it, so that the running stack does not change when the checkout does.
 */
async function startMonitoring({ stateDir, ports, programs, processes, save }) {
  const local = (/** @type {number} */ port) => `127.0.0.1:${port}`;
  const exporters = [
    {
      role: 'varnish-exporter',
      port: ports.varnishExporter,
      command: programs.varnishExporter,
      args: [
        '-n',
        path.join(stateDir, 'varnish'),
        '-web.listen-address',
        local(ports.varnishExporter),
      ],
    },
    {
      role: 'nginx-exporter',
      port: ports.nginxExporter,
      command: programs.nginxExporter,
      args: [
        '-nginx.scrape-uri',
        `http://${local(ports.nginxStatus)}/stub_status`,
        '-web.listen-address',
        local(ports.nginxExporter),
      ],
    },
    {
      role: 'redis-exporter',
      port: ports.redisExporter,
      command: programs.redisExporter,
      args: [
        '-redis.addr',
        `redis://${local(ports.redis)}`,
        '-web.listen-address',
        local(ports.redisExporter),
      ],
    },
  ];
  for (const { role, port, command, args } of exporters) {
    processes.push({ role, pid: startDaemon(stateDir, role, command, args), port });
    await save();
  }
  for (const { role, port } of exporters) {
    await waitFor(role, () => httpOk(port, '/metrics'), 30_000);
  }

  const dir = path.join(stateDir, 'prometheus');
  const rules = path.join(dir, 'rules');
  await mkdir(rules, { recursive: true });
  const source = path.join(root, 'deploy', 'prometheus');
  for (const file of await readdir(source)) {
    if (file.endsWith('.rules.yml')) await cp(path.join(source, file), path.join(rules, file));
  }
  const config = path.join(dir, 'prometheus.yml');
  await writeFile(
    config,
    fill(await readFile(path.join(source, 'prometheus.yml'), 'utf8'), {
      RULES_DIR: rules,
      SITE_1_METRICS: local(ports.metrics1),
      SITE_2_METRICS: local(ports.metrics2),
      VARNISH_EXPORTER: local(ports.varnishExporter),
      NGINX_EXPORTER: local(ports.nginxExporter),
      REDIS_EXPORTER: local(ports.redisExporter),
    }),
  );
  const pid = startDaemon(stateDir, 'prometheus', programs.prometheus, [
    `--config.file=${config}`,
    `--storage.tsdb.path=${path.join(dir, 'data')}`,
    '--storage.tsdb.retention.time=2d',
    `--web.listen-address=${local(ports.prometheus)}`,
  ]);
  processes.push({ role: 'prometheus', pid, port: ports.prometheus });
  await save();
  await waitFor('Prometheus', () => httpOk(ports.prometheus, '/-/ready'), 60_000);
}

/** The instances' readiness (app/api/health/ready): warmed up and not draining. */
const READY = '/api/health/ready';

/** How long an instance may take to drain and stop (server-shutdown.mjs's defaults, and more). */
const STOP_TIMEOUT_MS = 75_000;

/** A command to this stack's Varnish (its working directory holds the address and secret). */
function varnishadm(dir, ...args) {
  const result = spawnSync('varnishadm', ['-n', path.join(dir, 'varnish'), ...args], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`varnishadm ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  }
  return result.stdout;
}

/** Whether Varnish counts a backend (`site_1`) healthy: its line in `backend.list`. */
function backendHealthy(dir, backend) {
  const line = varnishadm(dir, 'backend.list')
    .split('\n')
    .find((entry) => new RegExp(`(^|\\.)${backend}\\s`).test(entry));
  return line !== undefined && /\shealthy\s/.test(`${line} `);
}

/**
 * Installs the current build and replaces the instances with it one at a time, so that the edge
 * answers every request meanwhile (docs/operations.md, "Releasing"). For each instance:
 *   1. Varnish stops choosing it (`backend.set_health sick`); what it was sent, it still serves;
 *   2. SIGTERM: it drains (readiness 503, in-flight requests and uploads finished, kept-alive
 *      connections closed, server-shutdown.mjs) and exits; SIGKILL only past STOP_TIMEOUT_MS;
 *   3. the new build starts on the same port and warms up (its search ready);
 *   4. Varnish takes it back once its own probe of /api/health/ready says healthy.
 * Meanwhile the other instance serves alone. Both directories hold both builds' hashed scripts
 * and stylesheets, so a page from either build finds its files on either instance.
 */
async function release() {
  const state = await readState();
  if (!state || !state.processes.some((entry) => alive(entry.pid))) {
    throw new Error(`No stack is running from ${stateDir}; start one with \`up\`.`);
  }
  if (!state.env || !state.app) {
    throw new Error(
      'This stack was started by an older stack.mjs; restart it with `down` and `up`.',
    );
  }
  const save = () => writeFile(stateFile, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });

  await prepare();
  const previous = state.app;
  const app = path.join(state.stateDir, `app-${Date.now()}`);
  await assemble(app);
  const statics = (/** @type {string} */ dir) => path.join(dir, '.next', 'static');
  await cp(statics(previous), statics(app), { recursive: true, force: false });
  await cp(statics(app), statics(previous), { recursive: true, force: false });

  for (const instance of state.processes.filter((entry) => groupOf(entry.role) === 'instance')) {
    const backend = `site_${instance.role.split('-')[1]}`;
    varnishadm(state.stateDir, 'backend.set_health', backend, 'sick');
    console.log(`${instance.role}: out of rotation, draining`);
    try {
      if (alive(instance.pid)) process.kill(instance.pid, 'SIGTERM');
      await waitFor(
        `${instance.role} to stop`,
        async () => !alive(instance.pid),
        STOP_TIMEOUT_MS,
      ).catch(() => {
        console.error(`${instance.role} did not stop in time: killed.`);
        if (alive(instance.pid)) process.kill(instance.pid, 'SIGKILL');
      });
      await waitFor(`${instance.role}'s port`, async () => !(await httpOk(instance.port)), 10_000);
      console.log(`${instance.role}: stopped; starting the new build`);
      instance.pid = startInstance({ stateDir: state.stateDir, app, env: state.env }, instance);
      await save();
      await waitFor(`${instance.role} to warm up`, () => httpOk(instance.port, READY), 300_000);
      console.log(`${instance.role}: ready`);
    } finally {
      // Back to the probe's word: healthy once it has seen the new instance ready.
      varnishadm(state.stateDir, 'backend.set_health', backend, 'auto');
    }
    await waitFor(
      `Varnish to take ${instance.role} back`,
      async () => backendHealthy(state.stateDir, backend),
      30_000,
    );
    console.log(`${instance.role}: back in rotation`);
  }
  state.app = app;
  await save();
  await rm(previous, { recursive: true, force: true });
}

/**
 * Stops what `up` started: nginx first (no new visitors), the instances (they finish what they
 * serve), then the compressing nginx, Varnish and Redis.
 */
async function down() {
  const state = await readState();
  if (!state) return false;
  const order = ['prometheus', 'exporter', 'nginx', 'instance', 'origin-nginx', 'varnish', 'redis'];
  const processes = state.processes;
  for (const group of order) {
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2];
  try {
    if (command === 'up') {
      const urls = await up();
      console.log(`The stack is up; logs and state in ${stateDir}`);
      console.log(urls.https);
    } else if (command === 'status') {
      const state = await readState();
      if (!state) {
        console.error(`No stack is running from ${stateDir}.`);
        process.exit(1);
      }
      console.log(JSON.stringify(summary(state), null, 2));
    } else if (command === 'release') {
      await release();
      console.log('Released: both instances run the current build.');
    } else if (command === 'down') {
      if (!(await down())) console.error(`No stack is running from ${stateDir}.`);
    } else {
      console.error('usage: node scripts/stack.mjs up|status|release|down');
      process.exit(2);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
