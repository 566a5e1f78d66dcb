import { revalidatePath, revalidateTag } from 'next/cache';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { withExecuteRevalidates } from 'next/dist/server/revalidation-utils';
import { cacheHealth } from '@/lib/cache/health.mjs';
import { edgeKeys } from '@/lib/edge/tags.mjs';
import { purgeEdges } from '@/lib/edge/purge';
import {
  MAX_BODY_BYTES,
  bearerToken,
  parseRevalidation,
  readTextWithin,
  renderedPath,
  secretMatches,
} from '@/lib/revalidate';
import { fail, succeed } from '@/lib/envelope';
import { recordEdgePurge, recordRevalidation } from '@/lib/observability/record';
import { refreshSearch } from '@/lib/search/service';
import { clientKey, createRateLimiter } from '@/lib/upload/server/rate-limit';

// A write: never cached, always run.
export const dynamic = 'force-dynamic';

/**
 * Wrong secrets per client address: past 10 in 10 minutes the address is answered 429 without
 * its secret being compared, until the window has passed, so guessing the secret cannot go on
 * at network speed (OWASP Authentication cheat sheet, "Protect against automated attacks").
 * Right secrets never count. Per instance, in memory: a guesser spread over N instances gets N
 * times 10 guesses, still nowhere near enough for a long random secret.
 */
const wrongSecrets = createRateLimiter({ limit: 10, windowMs: 10 * 60_000 });
/** Addresses refused until the given time. */
const failures = new Map<string, number>();

/** Answers are never cached. */
const refuse = (status: number, message: string, headers?: Record<string, string>) =>
  fail(status, message, { headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * The content provider's webhook: `POST /api/revalidate` with `Authorization: Bearer
 * <REVALIDATE_SECRET>` and `{ "tags": [...], "paths": [...] }`. Tags refresh every read and page
 * of a family of content (see TAGS); paths refresh single pages by their public URL.
 * Revalidation goes through Next's cache handler, so with the shared (Redis) cache every instance
 * sees it. Then the same tags and pages are purged at every edge cache in EDGE_PURGE_URLS
 * (docs/edge.md, "Purge by tag"), after Next's expiry so that the edge's next fetch gets the new
 * page.
 */
export async function POST(request: Request) {
  const response = await revalidate(request);
  recordRevalidation(response.status);
  return response;
}

async function revalidate(request: Request): Promise<Response> {
  const secret = process.env.REVALIDATE_SECRET?.trim();
  if (!secret) {
    return refuse(503, 'Revalidation is not configured');
  }
  const client = clientKey(request.headers);
  const now = Date.now();
  const tooMany = (until: number) =>
    refuse(429, 'Too many wrong secrets; try again later', {
      'Retry-After': String(Math.ceil((until - now) / 1000)),
    });
  const blockedUntil = failures.get(client);
  if (blockedUntil !== undefined && blockedUntil > now) return tooMany(blockedUntil);
  if (!secretMatches(bearerToken(request.headers.get('authorization')), secret)) {
    const wait = wrongSecrets.take(client, now);
    if (wait > 0) {
      failures.delete(client);
      failures.set(client, now + wait);
      // Bounded like the limiter itself: the oldest block goes first.
      if (failures.size > 10_000) failures.delete(failures.keys().next().value!);
      return tooMany(now + wait);
    }
    return refuse(401, 'Missing or wrong secret', { 'WWW-Authenticate': 'Bearer' });
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return refuse(413, 'Request body too large');
  }
  const text = await readTextWithin(request.body, MAX_BODY_BYTES);
  if (text === null) return refuse(413, 'Request body too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, 'Request body is not JSON');
  }
  const parsed = parseRevalidation(body);
  if (!parsed.ok) return refuse(400, parsed.message);

  // With the shared cache unreachable, the expiry would reach this instance's memory only and the
  // others would keep serving the old content: refuse, so the caller (a CMS webhook) retries.
  if ((await cacheHealth()).status === 'degraded') {
    return refuse(503, 'The shared cache is unavailable; try again shortly', {
      'Retry-After': '10',
    });
  }

  const { tags, paths } = parsed.value;
  // Expire at once rather than serve stale content once more: the caller has just changed the
  // content and expects the next visit to show it (https://nextjs.org/docs/app/api-reference/functions/revalidateTag).
  // Next writes these expiries once the handler has returned; an edge purged before then could
  // fetch the old page again and keep it. So they are written here first, as Next does for a
  // server action (its own helper), and only then is the edge purged.
  await withExecuteRevalidates(workAsyncStorage.getStore(), async () => {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    for (const path of paths) revalidatePath(renderedPath(path));
  });
  // The search indexes are rebuilt from the new reads now, not on a visitor's search.
  refreshSearch();
  const edges = await purgeEdges(edgeKeys(parsed.value));
  for (const edge of edges) recordEdgePurge(edge.ok);
  const failed = edges.filter((edge) => !edge.ok);
  if (failed.length > 0) {
    // The site is refreshed but an edge may keep the old pages until they expire there: a
    // failure, so the caller sends the webhook again (revalidating twice is harmless).
    console.error('Edge purge failed:', failed);
    return refuse(
      502,
      `Revalidated, but the edge cache did not confirm the purge (${failed
        .map((edge) => `${edge.url}: ${edge.detail}`)
        .join('; ')}); send again`,
    );
  }
  return succeed(
    { revalidated: { tags, paths }, edges: edges.length, now: Date.now() },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
