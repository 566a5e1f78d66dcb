import { remoteProviderBase } from '@/lib/provider/http';

export const dynamic = 'force-dynamic';

/** Liveness for load balancers and the e2e runner; says which provider is in use. */
export function GET() {
  return Response.json({ status: 'ok', provider: remoteProviderBase() ? 'remote' : 'embedded' });
}
