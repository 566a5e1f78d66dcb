import 'server-only';

/** How long one edge may take to answer a purge before it counts as failed. */
const PURGE_TIMEOUT_MS = 2_000;

export interface EdgePurge {
  url: string;
  ok: boolean;
  /** The edge's status, or what went wrong when it did not answer. */
  detail: string;
}

/**
 * The edge caches to purge: EDGE_PURGE_URLS, http(s) addresses separated by commas or spaces
 * (`http://127.0.0.1:6081`). Each is a Varnish that accepts PURGE from this instance's address
 * (deploy/varnish.vcl, `acl purgers`). Unset: no edge, nothing to purge.
 */
export function edgePurgeUrls(value = process.env.EDGE_PURGE_URLS): string[] {
  if (!value) return [];
  const isAddress = (url: string) => /^https?:\/\//.test(url);
  return value.split(/[\s,]+/).filter(isAddress);
}

/**
 * Purges the given keys at every edge, all at once: `PURGE /` with the keys in `xkey-purge`
 * (Varnish's xkey vmod drops every object that carries one of them, so the next visit fetches
 * the page Next has just refreshed). Resolves with one result per edge; never throws.
 */
export async function purgeEdges(
  keys: readonly string[],
  urls: readonly string[] = edgePurgeUrls(),
): Promise<EdgePurge[]> {
  if (keys.length === 0) return [];
  return Promise.all(
    urls.map(async (url): Promise<EdgePurge> => {
      try {
        const response = await fetch(url, {
          method: 'PURGE',
          headers: { 'xkey-purge': keys.join(' ') },
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
          cache: 'no-store',
        });
        await response.body?.cancel();
        return { url, ok: response.ok, detail: String(response.status) };
      } catch (error) {
        return { url, ok: false, detail: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}
