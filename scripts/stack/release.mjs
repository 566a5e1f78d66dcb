// `release`: a new build installed on the running stack, one instance at a time, and the previous
// one put back when the new one does not become ready.
import { cp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { assemble } from './app.mjs';
import { prepare } from '../standalone.mjs';
import { ask } from './control.mjs';
import { backendHealthy, varnishadm } from './edge.mjs';
import { READY } from './processes.mjs';
import { alive, groupOf, httpOk, readState, stateDir, waitFor, writeState } from './state.mjs';

/**
 * How long a new instance may take to become ready before the release gives up on it and rolls
 * back. Its warm-up (the search index, from the provider's reads) takes about 40 s on this busy
 * two-core machine; three times that leaves a slow start alone, while a build that will never be
 * ready is noticed in two minutes rather than never.
 */
const DEFAULT_READY_TIMEOUT_MS = 120_000;
const READY_TIMEOUT_MS = Number(process.env.STACK_READY_TIMEOUT_MS) || DEFAULT_READY_TIMEOUT_MS;
/** The previous build has been ready here before: never given less than the default. */
const ROLLBACK_READY_TIMEOUT_MS = Math.max(READY_TIMEOUT_MS, DEFAULT_READY_TIMEOUT_MS);

/** How long Varnish's probe (every second, 2 good of the last 3) may take to see it ready. */
const ROTATION_TIMEOUT_MS = 30_000;

const exists = (/** @type {string} */ file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Replaces one instance with the build in `app`, as the supervisor runs it, and puts it back in
 * rotation: Varnish stops choosing it (`backend.set_health sick`: at once, without waiting for
 * its probe); the supervisor drains it (SIGTERM: readiness 503, what is in flight finished,
 * server-shutdown.mjs; SIGKILL past its stop timeout) and starts the build on the same port; once
 * the instance is ready, Varnish's health goes back to its probe, which takes it back. Throws
 * when the instance is not ready within READY_TIMEOUT_MS, leaving it out of rotation.
 * @param {string} dir
 * @param {{ role: string, port: number }} instance
 * @param {string} app
 * @param {string} what
 * @param {number} [readyTimeoutMs]
 */
async function install(dir, { role, port }, app, what, readyTimeoutMs = READY_TIMEOUT_MS) {
  const backend = `site_${role.split('-')[1]}`;
  varnishadm(dir, 'backend.set_health', backend, 'sick');
  console.log(`${role}: out of rotation, draining`);
  const { pid } = /** @type {{ pid: number }} */ (
    await ask(dir, 'POST', '/replace', { role, app })
  );
  console.log(`${role}: stopped; ${what} started (pid ${pid})`);
  await waitFor(`${role}`, () => httpOk(port, READY), readyTimeoutMs).catch(() => {
    throw new Error(`${role} was not ready within ${readyTimeoutMs / 1000} s on ${what}`);
  });
  console.log(`${role}: ready`);
  // Back to the probe's word: healthy once it has seen the new instance ready.
  varnishadm(dir, 'backend.set_health', backend, 'auto');
  await waitFor(
    `Varnish to take ${role} back`,
    async () => backendHealthy(dir, backend),
    ROTATION_TIMEOUT_MS,
  );
  console.log(`${role}: back in rotation`);
}

/**
 * Installs a build and replaces the instances with it one at a time, so that the edge answers
 * every request meanwhile (docs/operations.md, "Releasing"): the other instance serves alone
 * while one is replaced. Both directories hold both builds' hashed scripts and stylesheets, so a
 * page from either build finds its files on either instance.
 *
 * When an instance does not become ready on the new build, the release puts the previous build
 * back on every instance it replaced, the failed one first (it is the one out of rotation), then
 * the others one at a time, each back in rotation before the next leaves it; then it throws
 * ("rolled back: …").
 * @param {{ app?: string }} [options] `app`: an assembled app directory to release (a copy of
 *   it is installed) instead of the current `.next` build.
 */
export async function release({ app: given } = {}) {
  const state = await readState();
  const supervisor = state?.processes.find(
    (/** @type {{ role: string }} */ { role }) => role === 'supervisor',
  );
  if (!state || !state.processes.some((entry) => entry.pid > 0 && alive(entry.pid))) {
    throw new Error(`No stack is running from ${stateDir}; start one with \`up\`.`);
  }
  if (!state.env || !state.app || !supervisor) {
    throw new Error(
      'This stack was started by an older stack.mjs; restart it with `down` and `up`.',
    );
  }
  if (!alive(supervisor.pid)) {
    throw new Error(
      `The stack's supervisor (pid ${supervisor.pid}) is not running: restart the stack with \`down\` and \`up\`.`,
    );
  }
  const dir = state.stateDir;

  const previous = state.app;
  const app = path.join(dir, `app-${Date.now()}`);
  if (given) {
    const source = path.resolve(given);
    if (!(await exists(path.join(source, 'server.js')))) {
      throw new Error(`${source} is not an assembled app directory: it has no server.js.`);
    }
    await cp(source, app, { recursive: true });
  } else {
    await prepare();
    await assemble(app);
  }
  const statics = (/** @type {string} */ where) => path.join(where, '.next', 'static');
  for (const [from, to] of [
    [previous, app],
    [app, previous],
  ]) {
    if (await exists(statics(from))) {
      await cp(statics(from), statics(to), { recursive: true, force: false });
    }
  }

  const instances = state.processes.filter(
    (/** @type {{ role: string }} */ entry) => groupOf(entry.role) === 'instance',
  );
  const replaced = [];
  try {
    for (const instance of instances) {
      replaced.push(instance);
      await install(dir, instance, app, 'the new build');
    }
  } catch (failure) {
    const reason = failure instanceof Error ? failure.message : String(failure);
    console.error(`${reason}: rolling back`);
    for (const instance of [...replaced].reverse()) {
      try {
        await install(dir, instance, previous, 'the previous build', ROLLBACK_READY_TIMEOUT_MS);
      } catch (error) {
        // Left to the probe: it takes the instance back if it ever becomes ready.
        varnishadm(dir, 'backend.set_health', `site_${instance.role.split('-')[1]}`, 'auto');
        throw new Error(
          `${reason}; rolling back failed too: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
    await rm(app, { recursive: true, force: true });
    throw new Error(
      `rolled back: ${reason}; ${replaced.map(({ role }) => role).join(' and ')} ` +
        `${replaced.length > 1 ? 'run' : 'runs'} the previous build again, ready and in rotation.`,
    );
  }
  state.app = app;
  await writeState(state);
  await rm(previous, { recursive: true, force: true });
}
