import { APP_VERSION, currentBuildId } from '@/lib/build-info';
import { providerHealth } from '@/lib/provider/health';

export const dynamic = 'force-dynamic';

/**
 * Liveness for load balancers and the e2e runner: the app's version and build, and whether the
 * provider answers (checked at most every few seconds). It answers 200 while the provider is
 * down, because the site still serves its cached and fallback pages: taking instances out of a
 * load balancer would not help visitors.
 */
export async function GET() {
  const [provider, buildId] = await Promise.all([providerHealth(), currentBuildId()]);
  return Response.json(
    { status: 'ok', version: APP_VERSION, buildId, provider },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
