import { handleProviderRequest } from '@/lib/embedded-provider/handler';
import { fail } from '@/lib/envelope';
import { EMBEDDED_ORIGIN } from '@/lib/provider/http';

// The embedded provider over HTTP, for inspection with curl. Reads only: writes reach the
// embedded provider solely through the site's validating route handlers (DESIGN.md).
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const url = new URL(request.url);
  const target = new URL(
    `${EMBEDDED_ORIGIN}/${path.map(encodeURIComponent).join('/')}${url.search}`,
  );
  return handleProviderRequest(new Request(target, { headers: request.headers }), {
    allowWrites: false,
  });
}

function methodNotAllowed() {
  return fail(405, 'Method not allowed', { headers: { Allow: 'GET' } });
}

export const POST = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
