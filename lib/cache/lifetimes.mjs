// Cache lifetimes shared by Next's configuration and the Redis cache handler, so both agree on
// when a stale page stops being served.

/**
 * How long after its last render a page may still be served stale while it is refreshed
 * (Next's `expireTime`; a CDN sees it as `stale-while-revalidate`), and how long Redis keeps it.
 */
export const EXPIRE_SECONDS = 24 * 60 * 60;
