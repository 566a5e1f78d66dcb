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
