// Where Next 16.4 looks for a page or route answer in its cache handler.
import { getRouteCacheKey } from 'next/dist/server/lib/route-cache-key.js';

/** What Next appends to a route's source path to name the module that owns its cache entry. */
const OWNER_SUFFIX = /** @type {const} */ ({ APP_PAGE: '/page', APP_ROUTE: '/route' });

/**
 * The key Next 16.4 reads a page or route answer under: `/route-cache/<kind>/<sha256 of the
 * owning module>/$<path>` (next/dist/server/lib/route-cache-key.js). The package's copier still
 * writes the bare path (`/en/news/1`), a key Next never reads, so every prerendered page was
 * rendered again on its first visit. Fetch and `unstable_cache` entries keep their key.
 *
 * @param {{ routes: Record<string, { srcRoute?: string | null }> }} manifest
 * @param {string} key
 * @param {{ kind?: string } | null | undefined} value
 */
export function storageKey(manifest, key, value) {
  const kind = value?.kind;
  const suffix = kind === 'APP_PAGE' || kind === 'APP_ROUTE' ? OWNER_SUFFIX[kind] : undefined;
  const source = manifest.routes[key]?.srcRoute;
  if (!suffix || !source) return key;
  return getRouteCacheKey(key, { kind, sourceRoute: `${source}${suffix}` });
}
