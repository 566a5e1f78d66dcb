// Starting the stack's own processes: the instances of the build, and the programs that stay in
// the foreground (the exporters, Prometheus), each detached with its output in `<role>.log`.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';

/** The instances' readiness (app/api/health/ready): warmed up and not draining. */
export const READY = '/api/health/ready';

/** How long an instance may take to drain and stop (server-shutdown.mjs's defaults, and more). */
export const STOP_TIMEOUT_MS = 75_000;

/**
 * Starts one instance of the assembled build in `app` (detached: it outlives this command) with
 * the environment `up` chose, which the state keeps for `release`.
 * @param {{ stateDir: string, app: string, env: Record<string, string> }} state
 * @param {{ role: string, port: number, metricsPort: number }} instance
 */
export function startInstance(state, { role, port, metricsPort }) {
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
export function startDaemon(stateDir, role, command, args) {
  const log = openSync(path.join(stateDir, `${role}.log`), 'a');
  const child = spawn(command, args, { detached: true, stdio: ['ignore', log, log] });
  child.unref();
  return child.pid ?? 0;
}
