// Next's cache handler (next.config.mjs `cacheHandler`), chosen when an instance starts:
// - REDIS_URL set: pages, route responses and provider reads live in Redis, shared by every
//   instance, so a revalidation made on one instance is seen by all (lib/cache/redis-handler.mjs);
// - otherwise: Next's own cache, exactly as without a cacheHandler (memory in front of files
//   under .next/), which is all one machine needs; where the build is read-only (the container),
//   regenerated pages stay in its memory instead of failing to be written
//   (lib/cache/read-only-build.mjs).
// `next build` always writes to .next/ as usual; an instance with Redis copies the build's pages
// into Redis when it starts (instrumentation.ts).
// https://nextjs.org/docs/app/api-reference/config/next-config-js/incrementalCacheHandlerPath
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { pagesInMemoryWhenReadOnly } from './lib/cache/read-only-build.mjs';
import { saysNoStore, withRouteTags } from './lib/cache/storable.mjs';

const redisUrl = process.env.REDIS_URL?.trim();
const building = process.env.NEXT_PHASE === 'phase-production-build';

const NextDefaultCache = fileSystemCache.default ?? fileSystemCache;

const Handler =
  redisUrl && !building
    ? (await import('./lib/cache/redis-handler.mjs')).createRedisCacheHandler(redisUrl)
    : pagesInMemoryWhenReadOnly(NextDefaultCache);

/**
 * Either handler, except that a page or route answering an error (the 404 of an unknown id, of a
 * page number past the end, of an invented sitemap part) is stored only in place of an entry the
 * cache already holds (a page that existed and is gone now). Next would otherwise write one entry
 * per URL a stranger invents, to disk or to Redis, and never evict it (docs/operations.md, "What is cached,
 * and for how long"). Such a page renders again on each request, from cached provider reads.
 * A route's answer marked `no-store` is never stored, and a route's answer is stored with its
 * tags, so revalidateTag reaches it in Redis too (lib/cache/storable.mjs).
 */
class BoundedCacheHandler extends Handler {
  async set(key, data, ctx) {
    if (saysNoStore(data)) return;
    const routeOrPage = data?.kind === 'APP_PAGE' || data?.kind === 'APP_ROUTE';
    const error = routeOrPage && typeof data.status === 'number' && data.status >= 400;
    if (error && !(await this.#holds(key, ctx))) return;
    return super.set(key, data, withRouteTags(data, ctx));
  }

  async #holds(key, ctx) {
    try {
      return Boolean(await super.get(key, { ...ctx, isFallback: false }));
    } catch {
      return false;
    }
  }
}

export default BoundedCacheHandler;
