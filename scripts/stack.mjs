// The whole deployment on this machine, without Docker: nginx (TLS) → Varnish (the edge cache) →
// nginx (compression) → two instances of one production build → redis-server (the shared cache),
// all from Debian's packages and on loopback, watched by Prometheus and its exporters for Varnish,
// nginx and Redis. docker-compose.yml describes the same stack (docs/edge.md).
//
//   node scripts/stack.mjs up       starts it, returns once it is healthy; last line: the https URL
//   node scripts/stack.mjs status   prints { urls: { https, http }, processes: [{ role, pid, port }] }
//                                   (an instance also with its metricsPort and restarts)
//   node scripts/stack.mjs release [--app DIR]
//                                   replaces the instances, one at a time, with the current build
//                                   (or a copy of the assembled app directory DIR); rolls back and
//                                   exits 1 when an instance does not become ready
//   node scripts/stack.mjs down     stops everything `up` started
//
// STACK_APP: an assembled app directory to run instead of the current build (bench/floor.mjs).
// STACK_HTTP_PORT / STACK_HTTPS_PORT: the public ports (8080 / 8443; 80 and 443 work as root).
// STACK_READY_TIMEOUT_MS: how long `release` waits for an instance to be ready (120000).
// STACK_INTERNAL_PORT: first of thirteen loopback ports (PORTS in stack/state.mjs; default: free
// ports). STACK_DIR: where the state, logs, certificate and pid files live (.stack). STACK_BIND:
// the public address (127.0.0.1).
// The site's settings (REVALIDATE_SECRET, PROVIDER_API_URL, …) are passed through to both
// instances, as `docker run -e` would.
//
// This file is the command; the work is in scripts/stack/: programs.mjs (what is needed),
// state.mjs (the state file, helpers), supervisor.mjs (the process that runs the instances and
// restarts them), control.mjs (asking it), processes.mjs (starting and stopping processes),
// edge.mjs (certificate, Redis, nginx, Varnish), monitoring.mjs (Prometheus, exporters), up.mjs
// (up, down), release.mjs.
import { supervised } from './stack/control.mjs';
import { release } from './stack/release.mjs';
import { readState, stateDir, summary } from './stack/state.mjs';
import { down, up } from './stack/up.mjs';

export { edgePrograms, INSTALL_HINT } from './stack/programs.mjs';
export { fill, httpsRequest } from './stack/state.mjs';

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
      console.log(JSON.stringify(summary(state, await supervised(state.stateDir)), null, 2));
    } else if (command === 'release') {
      const at = process.argv.indexOf('--app');
      const app = at > 0 ? process.argv[at + 1] : undefined;
      if (at > 0 && !app) throw new Error('usage: node scripts/stack.mjs release [--app DIR]');
      await release({ app });
      console.log(
        `Released: both instances run ${app ? `a copy of ${app}` : 'the current build'}.`,
      );
    } else if (command === 'down') {
      if (!(await down())) console.error(`No stack is running from ${stateDir}.`);
    } else {
      console.error('usage: node scripts/stack.mjs up|status|release [--app DIR]|down');
      process.exit(2);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
