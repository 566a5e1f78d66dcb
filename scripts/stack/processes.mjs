// The stack's own processes: the supervisor of the instances (supervisor.mjs), and the programs
// that stay in the foreground (the exporters, Prometheus), each detached with its output in
// `<role>.log`.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import { ask, supervised } from './control.mjs';
import { alive, root, waitFor } from './state.mjs';

/** The instances' readiness (app/api/health/ready): warmed up and not draining. */
export const READY = '/api/health/ready';

/** How long an instance may take to drain and stop (server-shutdown.mjs's defaults, and more). */
export const STOP_TIMEOUT_MS = 75_000;

/** Starts a program that stays in the foreground, detached, its output in `<role>.log`. */
export function startDaemon(stateDir, role, command, args) {
  const log = openSync(path.join(stateDir, `${role}.log`), 'a');
  const child = spawn(command, args, { detached: true, stdio: ['ignore', log, log] });
  child.unref();
  return child.pid ?? 0;
}

/**
 * Starts the supervisor, which starts the instances the state names (state.json must be written
 * first), and resolves with its pid once both have a pid.
 * @param {string} stateDir
 */
export async function startSupervisor(stateDir) {
  const script = path.join(root, 'scripts', 'stack', 'supervisor.mjs');
  const pid = startDaemon(stateDir, 'supervisor', process.execPath, [script, stateDir]);
  await waitFor(
    'the supervisor',
    async () => {
      if (!alive(pid)) throw new Error(`The supervisor exited: see ${stateDir}/supervisor.log.`);
      const running = await supervised(stateDir);
      return running !== null && running.instances.every((instance) => instance.pid > 0);
    },
    10_000,
  );
  return pid;
}

/**
 * Stops the instances through their supervisor (each drains), which then exits. Whatever is left
 * (a supervisor that did not answer, or instances a killed supervisor left behind) gets SIGTERM,
 * then SIGKILL past STOP_TIMEOUT_MS: `down` leaves nothing running.
 * @param {string} stateDir
 * @param {number} pid the supervisor's
 */
export async function stopSupervised(stateDir, pid) {
  const known = await supervised(stateDir);
  // The state's pid, or the supervisor's own word when `up` failed before saving it.
  const supervisorPid = pid > 0 ? pid : (known?.pid ?? 0);
  if (supervisorPid > 0 && alive(supervisorPid)) {
    await ask(stateDir, 'POST', '/stop').catch((error) => console.error(error.message));
    await waitFor('the supervisor to exit', async () => !alive(supervisorPid), 10_000).catch(
      () => {},
    );
  }
  const left = [supervisorPid, ...(known?.instances ?? []).map(({ pid }) => pid)].filter(
    (pid) => pid > 0 && alive(pid),
  );
  for (const pid of left) process.kill(pid, 'SIGTERM');
  await waitFor(
    'the instances',
    async () => left.every((pid) => !alive(pid)),
    STOP_TIMEOUT_MS,
  ).catch(() => {
    for (const pid of left) if (alive(pid)) process.kill(pid, 'SIGKILL');
  });
}
