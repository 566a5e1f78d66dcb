import { createHash, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { ALL_TAGS, isTag, type Tag } from '@/lib/provider/cache';

/** A webhook names a few tags or pages; more than this is a mistake, not a request. */
export const MAX_ENTRIES = 50;
/** The body is a short JSON object; anything larger is refused before it is read. */
export const MAX_BODY_BYTES = 16 * 1024;
const MAX_PATH_LENGTH = 512;

export interface Revalidation {
  tags: Tag[];
  paths: string[];
}

export type Parsed = { ok: true; value: Revalidation } | { ok: false; message: string };

/**
 * Compares the presented secret with the configured one in constant time (both are hashed
 * first, so neither their content nor their length leaks through timing).
 */
export function secretMatches(given: string | null, expected: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The body as text, read no further than `limit` bytes: a chunked body has no Content-Length to
 * refuse up front, so it is counted as it arrives. Null when it is longer.
 */
export async function readTextWithin(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<string | null> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `Authorization: Bearer <secret>`. */
export function bearerToken(header: string | null): string | null {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || null;
}

function isSitePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_PATH_LENGTH &&
    /^\/[^?#\s]*$/.test(value) &&
    !value.startsWith('//') &&
    !value.split('/').includes('..')
  );
}

function list(value: unknown): unknown[] | null {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : null;
}

/** `{ "tags": ["news"], "paths": ["/news/3", "/ar/news/3"] }`; at least one entry. */
export function parseRevalidation(body: unknown): Parsed {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'Expected a JSON object with "tags" and/or "paths"' };
  }
  const record = body as Record<string, unknown>;
  const tags = list(record.tags);
  const paths = list(record.paths);
  if (!tags || !paths) return { ok: false, message: '"tags" and "paths" must be arrays' };
  if (tags.length + paths.length === 0) {
    return { ok: false, message: 'Name at least one tag or path' };
  }
  if (tags.length + paths.length > MAX_ENTRIES) {
    return { ok: false, message: `At most ${MAX_ENTRIES} tags and paths per request` };
  }
  const unknownTag = tags.find((tag) => !isTag(tag));
  if (unknownTag !== undefined) {
    return {
      ok: false,
      message: `Unknown tag ${JSON.stringify(unknownTag)}; known tags: ${ALL_TAGS.join(', ')}`,
    };
  }
  const badPath = paths.find((path) => !isSitePath(path));
  if (badPath !== undefined) {
    return { ok: false, message: `Not a site path: ${JSON.stringify(badPath)}` };
  }
  return {
    ok: true,
    value: { tags: [...new Set(tags as Tag[])], paths: [...new Set(paths as string[])] },
  };
}

/**
 * The route a public path is rendered by. English URLs are unprefixed and rewritten to `/en/…` by
 * next.config.mjs, and revalidatePath wants the rewrite's destination, not the address-bar path
 * (https://nextjs.org/docs/app/api-reference/functions/revalidatePath#using-revalidatepath-with-rewrites).
 */
export function renderedPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const first = trimmed.split('/')[1];
  // A prefixed path (`/ar/news/3`, and `/en/news/3` too) already names its route.
  if (isLocale(first)) return trimmed;
  return trimmed === '/' ? `/${DEFAULT_LOCALE}` : `/${DEFAULT_LOCALE}${trimmed}`;
}
