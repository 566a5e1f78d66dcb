import type { IncomingMessage } from 'node:http';

/**
 * Next records on each request the route it matched (`match.definition.pathname`, the
 * app directory's pattern: `/[locale]/news/[id]`), after the rewrites (`/news/3` is
 * `/en/news/3`), under this symbol (next/dist/server/request-meta.js; NodeNextRequest shares
 * the object with the IncomingMessage). Reading it costs a property lookup, and it is Next's
 * own routing rather than a list kept here. An unknown path matches the catch-all
 * `/[locale]/[...missing]`. It is internal to Next: `e2e/observability.spec.ts` fails if a
 * release stops filling it.
 */
const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta');

interface RequestMeta {
  match?: { definition?: { pathname?: unknown } };
}

/** The label for requests Next answered without a route of the app: a small fixed set. */
export const UNMATCHED = {
  static: '(static)',
  redirect: '(redirect)',
  notFound: '(not found)',
  other: '(other)',
} as const;

/**
 * The route pattern a request was served by, for logs and metric labels: never the raw path,
 * so labels stay bounded whatever URLs visitors send. Hashed assets, public files, redirects and
 * 404s that no route answered fall into the buckets of UNMATCHED.
 */
export function routeLabel(request: IncomingMessage, status: number): string {
  const meta = (request as unknown as Record<symbol, RequestMeta | undefined>)[NEXT_REQUEST_META];
  const pattern = meta?.match?.definition?.pathname;
  if (typeof pattern === 'string') return pattern;
  if (status >= 300 && status < 400 && status !== 304) return UNMATCHED.redirect;
  if (status === 404) return UNMATCHED.notFound;
  if (status < 400) return UNMATCHED.static;
  return UNMATCHED.other;
}
