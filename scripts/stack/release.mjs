// `release`: the current build installed on the running stack, one instance at a time.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { assemble } from '../container.mjs';
import { prepare } from '../standalone.mjs';
import { backendHealthy, varnishadm } from './edge.mjs';
import { READY, startInstance, STOP_TIMEOUT_MS } from './processes.mjs';
import { alive, groupOf, httpOk, readState, stateDir, waitFor, writeState } from './state.mjs';

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
export async function release() {
  const state = await readState();
  if (!state || !state.processes.some((entry) => alive(entry.pid))) {
    throw new Error(`No stack is running from ${stateDir}; start one with \`up\`.`);
  }
  if (!state.env || !state.app) {
    throw new Error(
      'This stack was started by an older stack.mjs; restart it with `down` and `up`.',
    );
  }
  const save = () => writeState(state);

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
