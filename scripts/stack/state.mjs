// What every part of the stack shares: where its state lives, the state file, the ports' order,
// and small helpers (waiting, pid files, requests to its processes).
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout: deploy/ holds the templates, .next the build. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const stateDir = path.resolve(process.env.STACK_DIR || path.join(root, '.stack'));
export const stateFile = path.join(stateDir, 'state.json');

/** The site's own settings, passed through to the instances (the container's `environment`). */
export const PASSED =
  /^(SITE_URL|SITE_TIME_ZONE|DATA_DIR|REVALIDATE_SECRET|UPLOAD_MIN_FREE_MB|UPLOAD_MAX_STORED_MB|NEXT_PRIVATE_DEBUG_CACHE|SHUTDOWN_DELAY_MS|SHUTDOWN_TIMEOUT_MS|LOG_LEVEL|OBSERVABILITY|PROVIDER_.+|OTEL_.+)$/;

/**
 * The internal ports, in this order from STACK_INTERNAL_PORT: Varnish, the two instances, Redis,
 * the compressing nginx's two, Prometheus, the instances' metrics (METRICS_PORT), the three
 * exporters, and the TLS nginx's stub_status.
 */
export const PORTS = [
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
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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
export async function httpOk(port, pathname = '/api/health') {
  try {
    return (await fetch(`http://127.0.0.1:${port}${pathname}`)).ok;
  } catch {
    return false;
  }
}

/** @param {number} pid */
export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} file */
export async function pidFrom(file) {
  for (let tries = 0; tries < 100; tries += 1) {
    const text = await readFile(file, 'utf8').catch(() => '');
    const pid = Number(text.trim());
    if (pid > 0) return pid;
    await sleep(100);
  }
  throw new Error(`no pid in ${file}`);
}

/** @param {string} what @param {() => Promise<boolean>} check */
export async function waitFor(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not become ready in time`);
    await sleep(200);
  }
}

/** Runs a program that daemonizes itself; throws with its output when it fails. */
export function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  }
}

export async function readState() {
  try {
    return JSON.parse(await readFile(stateFile, 'utf8'));
  } catch {
    return null;
  }
}

/** The state holds the instances' environment, secrets included: 0600. */
export function writeState(state) {
  return writeFile(stateFile, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

/**
 * The JSON `status` prints: the public URLs and each process started. An instance's pid is the
 * supervisor's current one, with its count of unplanned `restarts`; the supervisor has no port.
 * @param {{ urls: unknown, processes: { role: string, pid?: number, port?: number, metricsPort?: number }[] }} state
 * @param {{ instances: { role: string, pid: number, restarts: number }[] } | null} supervised
 */
export function summary(state, supervised) {
  return {
    urls: state.urls,
    processes: state.processes.map(({ role, pid, port, metricsPort }) => {
      if (role === 'supervisor') return { role, pid };
      if (!metricsPort) return { role, pid, port };
      const current = supervised?.instances.find((instance) => instance.role === role);
      return { role, pid: current?.pid ?? 0, port, metricsPort, restarts: current?.restarts ?? 0 };
    }),
  };
}

/** What `down` stops together: `instance-1` and `instance-2`, the exporters, one of a kind. */
export const groupOf = (/** @type {string} */ role) =>
  role.endsWith('-exporter') ? 'exporter' : role.replace(/-\d+$/, '');
