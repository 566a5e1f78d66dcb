import 'server-only';
import path from 'node:path';

/**
 * Where visitors' submissions live: `DATA_DIR`, default `.data/` (git-ignored). A module of its
 * own so that the store, which writes there, and the quota, which measures it, both read it
 * without importing each other.
 */
export function dataDir(): string {
  // Read at run time; the ignore comment keeps the bundler from tracing the whole project here.
  return path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR?.trim() || '.data');
}
