import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { EXPIRE_SECONDS } from './lib/cache/lifetimes.mjs';
import { DEFAULT_LOCALE, LOCALES } from './lib/i18n/locale-codes.mjs';
import { LEGACY_PATHS, LIST_FILTERS, LIST_SLUGS } from './lib/routes.mjs';
import {
  imageRemotePatterns,
  providerImageOrigins,
  securityHeaders,
} from './lib/security-headers.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Read at build: headers and the image allow-list are compiled into the build (README,
// "Running in production").
const siteUrl = process.env.SITE_URL?.trim() || 'http://localhost:3000';
const imageOrigins = providerImageOrigins(process.env);
const dev = process.env.NODE_ENV === 'development';

/** Files in public/ have stable names but may change with a release: cached for an hour. */
const PUBLIC_DIRS = ['brand', 'content', 'flags', 'og', 'world'];

/**
 * The query parameters that made an old list address: its page, and the filters of two lists.
 * Such addresses are rewritten to a route handler that redirects them (see rewrites()).
 */
const LIST_QUERIES = [
  { lists: LIST_SLUGS, key: 'page' },
  ...Object.entries(LIST_FILTERS).flatMap(([list, { params }]) =>
    params.map((key) => ({ lists: [list], key })),
  ),
];
const LISTS = LIST_SLUGS;

/** English is unprefixed (`/news`); the other languages live under their code (`/ar/news`). */
const LOCALE_PREFIXES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  output: 'standalone',
  // Instances built apart must share one build id (README, "Running in production"); unset,
  // Next makes a random one, which is right when one image is built and run everywhere.
  generateBuildId: async () => process.env.NEXT_BUILD_ID?.trim() || null,
  // A CDN may serve a page up to a day past its revalidation time while the origin refreshes it
  // (Cache-Control: s-maxage=<revalidate>, stale-while-revalidate=<the rest of the day>).
  expireTime: EXPIRE_SECONDS,
  // The shared cache (Redis) when REDIS_URL is set at run time, Next's own cache otherwise.
  // https://nextjs.org/docs/app/api-reference/config/next-config-js/incrementalCacheHandlerPath
  cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)),
  // Loaded from node_modules at run time, as Next loads the cache handler itself, rather than
  // bundled into instrumentation.ts: one copy of the handler and its Redis client per process.
  serverExternalPackages: ['@fortedigital/nextjs-cache-handler', '@redis/client'],
  experimental: {
    // Renders the localised 404 on the server for unmatched paths (app/global-not-found.tsx).
    // https://nextjs.org/docs/app/api-reference/file-conventions/not-found#global-not-foundjs-experimental
    globalNotFound: true,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Only the provider's image host may be fetched and optimised; SVG stays refused (default).
    remotePatterns: imageRemotePatterns(imageOrigins),
    // Optimised images are kept on disk, evicting the least used beyond this size.
    maximumDiskCacheSize: 512 * 1024 * 1024,
    // A source image larger than this is refused rather than downloaded.
    maximumResponseBody: 20 * 1024 * 1024,
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders({ siteUrl, imageOrigins, dev }) },
      // API answers are per request (health, writes); a route that may be cached says so itself.
      { source: '/api/:path*', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
      ...PUBLIC_DIRS.map((dir) => ({
        source: `/${dir}/:path*`,
        headers: [
          { key: 'Cache-Control', value: 'public, max-age=3600, stale-while-revalidate=86400' },
        ],
      })),
    ];
  },
  // redirects() run before proxy.ts, so each locale prefix needs its own entry (DESIGN.md).
  async redirects() {
    return [
      // The previous site's paths (lib/routes.mjs), in English and under each locale prefix.
      ...LEGACY_PATHS.flatMap(([from, to]) => [
        { source: `/${from}`, destination: `/${to}`, permanent: true },
        ...LOCALE_PREFIXES.map((locale) => ({
          source: `/${locale}/${from}`,
          destination: `/${locale}/${to}`,
          permanent: true,
        })),
      ]),
      // A list's first page has one address, the list's own.
      {
        source: `/:list(${LISTS.join('|')})/page/1`,
        destination: '/:list',
        permanent: true,
      },
      {
        source: `/:locale(${LOCALE_PREFIXES.join('|')})/:list(${LISTS.join('|')})/page/1`,
        destination: '/:locale/:list',
        permanent: true,
      },
    ];
  },
  // The old `?page=N` and filter addresses of the lists are answered with a 308 to their new
  // path by app/api/list-redirect. Not a redirects() entry: Next passes the query on to a
  // redirect's destination, so `?page=2` would stay on the new address. `beforeFiles` rewrites
  // run after proxy.ts, which has already put English under `/en`, so one locale segment covers all.
  // https://nextjs.org/docs/app/api-reference/config/next-config-js/rewrites#header-cookie-and-query-matching
  async rewrites() {
    return {
      beforeFiles: LIST_QUERIES.map(({ lists, key }) => ({
        source: `/:locale(${LOCALES.join('|')})/:list(${lists.join('|')})`,
        has: [{ type: 'query', key }],
        destination: '/api/list-redirect/:locale/:list',
      })),
      afterFiles: [],
      fallback: [],
    };
  },
};

export default withNextIntl(nextConfig);
