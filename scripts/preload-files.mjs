/**
 * The files the production server preloads (`node --import ./server-preload.mjs server.js`), which
 * sit beside its `server.js` wherever it runs: the stack's and the floor's assembled apps, the
 * starts test, and the Dockerfile, which copies the same three by name.
 */
export const PRELOAD_FILES = [
  'server-preload.mjs',
  'server-shutdown.mjs',
  'server-critical-css.mjs',
];
