import { draining } from '@/lib/lifecycle';
import { searchWarmedUp, warmSearch } from '@/lib/search/service';

export const dynamic = 'force-dynamic';

/**
 * Readiness, for the edge's probe (deploy/varnish.vcl) and a release (`scripts/stack.mjs
 * release`): 200 once the instance has warmed up (its search indexes built and its search pages
 * rendered once, lib/search/warm-up.ts) and while it is not draining; 503 otherwise, so that a
 * starting instance gets no visitor before it answers at full speed and a stopping one gets no
 * new request. /api/health stays the liveness check (200 whenever the process serves). Cheap on
 * purpose: probed every second, it reads no provider, cache or disk.
 */
export function GET() {
  void warmSearch();
  const warm = searchWarmedUp();
  const stopping = draining();
  const ready = warm && !stopping;
  return Response.json(
    { ready, search: warm ? 'ready' : 'warming', draining: stopping },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
