import { APP_VERSION, currentBuildId } from '@/lib/build-info';
import { cacheHealth } from '@/lib/cache/health.mjs';
import { storageStatus } from '@/lib/embedded-provider/quota';
import { providerHealth } from '@/lib/provider/health';
import { remoteProviderBase } from '@/lib/provider/http';
import { searchReady, warmSearch } from '@/lib/search/service';

export const dynamic = 'force-dynamic';

/**
 * Where submissions are stored and whether they can still be taken: with the embedded provider,
 * DATA_DIR's free space and total kept against their thresholds (README, "Configuration"); with a
 * remote provider, that provider's own business.
 */
async function storage() {
  if (remoteProviderBase()) return { kind: 'remote' as const };
  try {
    const status = await storageStatus();
    return { kind: 'local' as const, ...status };
  } catch {
    return { kind: 'local' as const, full: null, reason: 'unreadable' as const };
  }
}

/**
 * Liveness for load balancers and the e2e runner: the app's version and build, and whether the
 * provider answers (checked at most every few seconds). It answers 200 while the provider is
 * down, because the site still serves its cached and fallback pages: taking instances out of a
 * load balancer would not help visitors. The same holds for the shared cache (while Redis is
 * unreachable, `cache.status` is `degraded` and pages are rendered without it) and for a full
 * storage (`storage.full`): uploads answer 507 while every page still serves.
 *
 * The first check after a start also starts the search indexes' build, the process's own work
 * that outlives this request, so that no visitor's search waits for them (`search` says
 * `warming`, then `ready`: docs/scale.md).
 */
export async function GET() {
  void warmSearch();
  const [provider, buildId, cache, uploads] = await Promise.all([
    providerHealth(),
    currentBuildId(),
    cacheHealth(),
    storage(),
  ]);
  return Response.json(
    {
      status: 'ok',
      version: APP_VERSION,
      buildId,
      provider,
      cache,
      storage: uploads,
      search: searchReady() ? 'ready' : 'warming',
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
