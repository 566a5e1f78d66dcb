/**
 * Whether this process has been told to stop (SIGTERM) and is draining: set by
 * server-shutdown.mjs, which the production server preloads, on globalThis under the same
 * symbol, since the preload lives outside Next's bundles. Never set under `next dev`.
 */
const DRAINING = Symbol.for('inwrdam.draining');

export function draining(): boolean {
  return (globalThis as { [DRAINING]?: boolean })[DRAINING] === true;
}
