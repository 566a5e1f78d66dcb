// Next's own cache (no REDIS_URL) in an instance whose build is read-only, as in the container:
// the Dockerfile leaves `.next/server` owned by root, because it holds the server's own code, and
// the `node` user the server runs as may write only DATA_DIR and `.next/cache`. Next's file-system
// cache would try to write each page it regenerates next to the build's pages, fail, and log
// "Failed to update prerender cache" every time. Here such pages go to the cache's memory store
// only (the same store Next reads first), and nothing is attempted on disk; provider reads still
// go to `.next/cache/fetch-cache`, which is writable. docs/shared-cache.md, "The container and ISR".
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** @type {Map<string, boolean>} */
const checked = new Map();

/**
 * Whether this process may write into `dir`, asked once per directory (Next builds a cache
 * handler for every request).
 * @param {string} dir
 */
export function canWrite(dir) {
  let writable = checked.get(dir);
  if (writable === undefined) {
    try {
      accessSync(dir, constants.W_OK);
      writable = true;
    } catch {
      writable = false;
      console.info(
        `[cache] ${dir} is read-only: pages regenerated after the build are kept in memory only`,
      );
    }
    checked.set(dir, writable);
  }
  return writable;
}

/** What Next writes under `.next/server/app` (a page or a route's answer), not a provider read. */
const PAGE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/**
 * Next's file-system cache class, keeping pages in memory only when the build's pages cannot be
 * written. `writable` is replaceable for tests (a test running as root can write anywhere).
 * @template {new (ctx: any) => { set(key: string, data: any, ctx: any): Promise<void> }} Base
 * @param {Base} Base
 * @param {(dir: string) => boolean} [writable]
 */
export function pagesInMemoryWhenReadOnly(Base, writable = canWrite) {
  return class extends Base {
    /** @type {InstanceType<Base> | null} */
    #memoryOnly = null;

    /** @param {any[]} args */
    constructor(...args) {
      super(args[0]);
      const ctx = args[0];
      if (ctx?.flushToDisk && ctx.serverDistDir && !writable(path.join(ctx.serverDistDir, 'app'))) {
        // The same class with writing turned off shares the memory store (a static of the class).
        this.#memoryOnly = /** @type {InstanceType<Base>} */ (
          new Base({ ...ctx, flushToDisk: false })
        );
      }
    }

    /** @type {InstanceType<Base>['set']} */
    async set(key, data, ctx) {
      if (this.#memoryOnly && PAGE_KINDS.has(data?.kind))
        return this.#memoryOnly.set(key, data, ctx);
      return super.set(key, data, ctx);
    }
  };
}
