import { APP_VERSION, currentBuildId } from '@/lib/build-info';
import { cacheHealth } from '@/lib/cache/health.mjs';
import { providerHealth } from '@/lib/provider/health';

export const dynamic = 'force-dynamic';

/**
 * Liveness for load balancers and the e2e runner: the app's version and build, and whether the
 * provider answers (checked at most every few seconds). It answers 200 while the provider is
 * down, because the site still serves its cached and fallback pages: taking instances out of a
 * load balancer would not help visitors. The same holds for the shared cache: while Redis is
 * unreachable, `cache.status` is `degraded` and pages are rendered without it.
 */
export async function GET() {
  const [provider, buildId, cache] = await Promise.all([
    providerHealth(),
    currentBuildId(),
    cacheHealth(),
  ]);
  return Response.json(
    { status: 'ok', version: APP_VERSION, buildId, provider, cache },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
