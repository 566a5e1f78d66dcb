// Response headers of every route, read by next.config.mjs at build time. Plain ESM so that the
// config can import it; lib/security-headers.d.mts types it for the tests.

/**
 * Origins the provider's images come from, fixed at build: `images.remotePatterns` and these
 * headers are compiled into the build, so they cannot follow a run-time variable.
 * PROVIDER_IMAGE_ORIGINS (comma-separated) when the images live on their own host (a CDN),
 * else the origin of PROVIDER_API_URL, else none (the embedded provider serves our own files).
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function providerImageOrigins(env) {
  const listed = (env.PROVIDER_IMAGE_ORIGINS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const candidates = listed.length ? listed : [env.PROVIDER_API_URL?.trim() ?? ''];
  const origins = new Set();
  for (const candidate of candidates) {
    if (!candidate) continue;
    const url = new URL(candidate);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new Error(`Image origin must be http(s): ${candidate}`);
    }
    origins.add(url.origin);
  }
  return [...origins];
}

/**
 * next/image's allow-list: only the provider's image origins, any path on them.
 *
 * @param {string[]} origins
 */
export function imageRemotePatterns(origins) {
  return origins.map((origin) => {
    const url = new URL(origin);
    return {
      protocol: /** @type {'http' | 'https'} */ (url.protocol.slice(0, -1)),
      hostname: url.hostname,
      port: url.port,
      pathname: '/**',
    };
  });
}

/**
 * The Content-Security-Policy, the same for every page so that pages stay static and cacheable.
 *
 * Scripts need 'unsafe-inline': Next streams each page's data to the browser in inline
 * `<script>self.__next_f.push(…)</script>` tags. The alternatives do not fit a cached site: a
 * nonce must be new on every response, which forces every page to render per request, and
 * hashes differ on every page and every rebuild, so they cannot sit in one static header.
 * What 'unsafe-inline' costs is limited here: no third-party script origin is allowed, CMS HTML
 * is sanitised on the server before rendering, and `object-src`/`base-uri` are locked down.
 * Styles need 'unsafe-inline' for React's style attributes (next/image sets some).
 * JSON-LD blocks are data, not scripts, and are not subject to script-src.
 *
 * @param {{ imageOrigins: string[], https: boolean, dev?: boolean }} options
 */
export function contentSecurityPolicy({ imageOrigins, https, dev = false }) {
  const directives = [
    ['default-src', "'self'"],
    // The dev server evaluates modules and talks to its hot-reload socket; production never does.
    ['script-src', "'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...imageOrigins],
    ['font-src', "'self'"],
    // The browser only calls the site's own /api routes (SWR islands, the map's geometry).
    ['connect-src', "'self'", ...(dev ? ['ws:', 'wss:'] : [])],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Headers for every response. HSTS only when the public origin is HTTPS: the public origin is
 * fixed for the build (SITE_URL), and sending HSTS from a plain-HTTP origin is meaningless
 * (browsers ignore it) and would pin a local test host to HTTPS if it were ever honoured.
 * No includeSubDomains: other services of the network live on subdomains this site does not run.
 *
 * @param {{ siteUrl: string, imageOrigins: string[], dev?: boolean }} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders({ siteUrl, imageOrigins, dev = false }) {
  const https = new URL(siteUrl).protocol === 'https:';
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ imageOrigins, https, dev }) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    // For browsers that predate frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000' }] : []),
  ];
}
