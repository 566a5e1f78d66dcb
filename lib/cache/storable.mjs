// What Next's cache handler (cache-handler.mjs) refuses to keep, whatever the route's segment
// config says.

/**
 * A route's answer that says `Cache-Control: no-store` (a share card that could not be drawn,
 * lib/cards/serve.ts). Next stores every answer of a route with `revalidate` and serves it until
 * then, reading none of its headers, so without this a one-off failure would be served for the
 * route's whole lifetime.
 * @param {{ kind?: string, headers?: Record<string, string | string[] | undefined> } | null | undefined} data
 */
export function saysNoStore(data) {
  if (data?.kind !== 'APP_ROUTE') return false;
  const value = data.headers?.['cache-control'];
  const header = Array.isArray(value) ? value.join(',') : String(value ?? '');
  return /(^|[\s,])no-store([\s,]|$)/i.test(header);
}

/**
 * The set() context with a route's tags. Next keeps a route answer's tags in its headers
 * (`x-next-cache-tags`) and passes none in the context; Next's own cache reads them from there,
 * the Redis handler (@fortedigital/nextjs-cache-handler) reads them from there for pages only.
 * Without them a feed, a sitemap or a card stored by an instance is never expired by
 * revalidateTag, and the webhook leaves it stale (the build's copies, loaded with their tags,
 * were expired once, and their regenerated copies never again).
 * @template {{ tags?: readonly string[] } | undefined} Ctx
 * @param {{ kind?: string, headers?: Record<string, string | string[] | undefined> } | null | undefined} data
 * @param {Ctx} ctx
 */
export function withRouteTags(data, ctx) {
  if (data?.kind !== 'APP_ROUTE' || (ctx?.tags?.length ?? 0) > 0) return ctx;
  const value = data.headers?.['x-next-cache-tags'];
  const tags = (Array.isArray(value) ? value.join(',') : String(value ?? ''))
    .split(',')
    .filter(Boolean);
  return tags.length > 0 ? { ...ctx, tags } : ctx;
}
