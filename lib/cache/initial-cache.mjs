// Copies the build's prerendered pages and route answers into Redis when an instance starts
// (instrumentation.ts), so the first visitors of a release get them without a render.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { registerInitialCache } from '@fortedigital/nextjs-cache-handler/instrumentation';
import { createRedisCacheHandler } from './redis-handler.mjs';
import { storageKey } from './route-keys.mjs';

/**
 * Writes what the build prerendered into the shared cache, keeping entries already there
 * (written by another instance of the same release, possibly fresher).
 * @param {string} url
 */
export async function seedSharedCache(url, buildDir = path.join(process.cwd(), '.next')) {
  const Handler = createRedisCacheHandler(url);
  const manifest = JSON.parse(
    await readFile(path.join(buildDir, 'prerender-manifest.json'), 'utf8'),
  );
  class Seeder extends Handler {
    /** @type {InstanceType<typeof Handler>['set']} */
    async set(key, value, ctx) {
      return super.set(storageKey(manifest, key, value), value, ctx);
    }
  }
  await registerInitialCache(Seeder, { setOnlyIfNotExists: true });
}
