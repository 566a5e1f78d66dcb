// A graceful stop for the production server, imported by server-preload.mjs. What Next's
// standalone server does by itself on SIGTERM (next/dist/server/lib/start-server.js): it stops
// listening at once, waits for every open connection to end, runs its own cleanup (`after()`
// work) and exits with 143, with no time limit. Behind a load balancer that probes every second,
// stopping to listen at once refuses the requests already on their way, and a kept-alive
// connection can hold the exit back indefinitely. So, on SIGTERM:
//   1. the instance says it is draining: /api/health/ready answers 503 from now on, and every
//      answer carries `Connection: close`;
//   2. it keeps serving for SHUTDOWN_DELAY_MS (3 s), long enough for Varnish's probe (every second,
//      out after two failures: deploy/varnish.vcl) to send it nothing more;
//   3. Next's own stop runs (adopted below: stop listening, finish what is in flight, uploads
//      included, its cleanup, exit 143) while idle kept-alive sockets are closed as they go idle;
//   4. whatever is still open after SHUTDOWN_TIMEOUT_MS (60 s) is cut and the process exits.
// SIGINT (Ctrl-C on `npm start`) skips the delay: nobody probes an interactive server.
// See docs/operations.md, "Stopping and releasing".

/** Read by app/api/health/ready (lib/lifecycle.ts) through globalThis: one flag per process. */
export const DRAINING = Symbol.for('inwrdam.draining');

const SIGNALS = /** @type {const} */ (['SIGTERM', 'SIGINT']);
const EXIT_CODES = { SIGTERM: 143, SIGINT: 130 };

/** @param {string | undefined} value @param {number} fallback */
function milliseconds(value, fallback) {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(number) && number >= 0
    ? number
    : fallback;
}

/**
 * @param {{
 *   delayMs?: number,
 *   timeoutMs?: number,
 *   proc?: NodeJS.EventEmitter & { exit(code: number): void },
 *   log?: (message: string) => void,
 * }} [options]
 */
export function createShutdown({
  delayMs = milliseconds(process.env.SHUTDOWN_DELAY_MS, 3_000),
  timeoutMs = milliseconds(process.env.SHUTDOWN_TIMEOUT_MS, 60_000),
  proc = process,
  log = console.warn,
} = {}) {
  /** @type {Set<import('node:http').Server>} */
  const servers = new Set();
  /** Next's own signal listeners, run after the delay instead of at once. */
  /** @type {Map<string, Function[]>} */
  const adopted = new Map();
  let started = false;
  const state = /** @type {Record<symbol, boolean>} */ (/** @type {unknown} */ (globalThis));
  state[DRAINING] = false;

  const closeIdle = () => {
    for (const server of servers) server.closeIdleConnections();
  };

  /** @param {'SIGTERM' | 'SIGINT'} signal */
  const onSignal = (signal) => {
    if (started) return;
    started = true;
    state[DRAINING] = true;
    const delay = signal === 'SIGTERM' ? delayMs : 0;
    log(`[shutdown] ${signal}: draining; closing in ${delay} ms, at most ${timeoutMs} ms more`);
    setTimeout(() => {
      const next = adopted.get(signal) ?? [];
      if (next.length > 0) {
        for (const listener of next) listener(signal);
      } else {
        // No Next listener to run (it had not started listening): stop as it would.
        let open = servers.size;
        if (open === 0) proc.exit(EXIT_CODES[signal]);
        for (const server of servers) {
          server.close(() => {
            open -= 1;
            if (open === 0) proc.exit(EXIT_CODES[signal]);
          });
        }
      }
      // Answers already under way keep their connection until they end; then it is idle.
      closeIdle();
      setInterval(closeIdle, 100).unref();
      setTimeout(() => {
        log('[shutdown] time is up: closing the connections still open');
        for (const server of servers) server.closeAllConnections();
        proc.exit(EXIT_CODES[signal]);
      }, timeoutMs).unref();
    }, delay);
  };

  for (const signal of SIGNALS) proc.on(signal, onSignal);

  return {
    /**
     * Called for every request, from the `http.server.request.start` channel: Next has been
     * listening since its 'listening' event, where it added its signal listeners, so they can be
     * taken over now and run after the delay.
     * @param {import('node:http').Server} server
     * @param {import('node:http').ServerResponse} response
     */
    onRequest(server, response) {
      if (!servers.has(server)) servers.add(server);
      for (const signal of SIGNALS) {
        const others = proc.listeners(signal).filter((listener) => listener !== onSignal);
        for (const listener of others) proc.off(signal, /** @type {never} */ (listener));
        if (others.length > 0) adopted.set(signal, [...(adopted.get(signal) ?? []), ...others]);
      }
      if (state[DRAINING]) response.shouldKeepAlive = false;
    },
    draining: () => state[DRAINING] === true,
  };
}
