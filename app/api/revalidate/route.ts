import { revalidatePath, revalidateTag } from 'next/cache';
import { cacheHealth } from '@/lib/cache/health.mjs';
import {
  MAX_BODY_BYTES,
  bearerToken,
  parseRevalidation,
  renderedPath,
  secretMatches,
} from '@/lib/revalidate';

// A write: never cached, always run.
export const dynamic = 'force-dynamic';

function answer(status: number, body: Record<string, unknown>, headers?: HeadersInit) {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', ...headers },
  });
}

/**
 * The content provider's webhook: `POST /api/revalidate` with `Authorization: Bearer
 * <REVALIDATE_SECRET>` and `{ "tags": [...], "paths": [...] }`. Tags refresh every read and page
 * of a family of content (see TAGS); paths refresh single pages by their public URL.
 * Revalidation goes through Next's cache handler, so with the shared (Redis) cache every instance
 * sees it.
 */
export async function POST(request: Request) {
  const secret = process.env.REVALIDATE_SECRET?.trim();
  if (!secret) {
    return answer(503, { success: false, message: 'Revalidation is not configured' });
  }
  if (!secretMatches(bearerToken(request.headers.get('authorization')), secret)) {
    return answer(
      401,
      { success: false, message: 'Missing or wrong secret' },
      { 'WWW-Authenticate': 'Bearer' },
    );
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return answer(413, { success: false, message: 'Request body too large' });
  }
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return answer(400, { success: false, message: 'Request body is not JSON' });
  }
  const parsed = parseRevalidation(body);
  if (!parsed.ok) return answer(400, { success: false, message: parsed.message });

  // With the shared cache unreachable, the expiry would reach this instance's memory only and the
  // others would keep serving the old content: refuse, so the caller (a CMS webhook) retries.
  if ((await cacheHealth()).status === 'degraded') {
    return answer(
      503,
      { success: false, message: 'The shared cache is unavailable; try again shortly' },
      { 'Retry-After': '10' },
    );
  }

  const { tags, paths } = parsed.value;
  // Expire at once rather than serve stale content once more: the caller has just changed the
  // content and expects the next visit to show it (https://nextjs.org/docs/app/api-reference/functions/revalidateTag).
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  for (const path of paths) revalidatePath(renderedPath(path));
  return answer(200, { success: true, revalidated: { tags, paths }, now: Date.now() });
}
