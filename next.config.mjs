import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { EXPIRE_SECONDS } from './lib/cache/lifetimes.mjs';
import { edgeKeyHeaders } from './lib/edge/tags.mjs';
import { DEFAULT_LOCALE, LOCALES } from './lib/i18n/locale-codes.mjs';
import { LEGACY_PATHS, LIST_FILTERS, LIST_SLUGS } from './lib/routes.mjs';
import {
  imageRemotePatterns,
  providerImageOrigins,
  securityHeaders,
} from './lib/security-headers.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Read at build: headers and the image allow-list are compiled into the build (docs/operations.md,
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

/** First path segments that are never an English page: the languages, the API, Next's files. */
const UNREWRITTEN = [...LOCALES, 'api', '_next'];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  output: 'standalone',
  // Instances built apart must share one build id (docs/operations.md, "Running in production"); unset,
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
  // So are the metrics registry and the tracing SDK (lib/observability/): one copy per process,
  // which every bundle (instrumentation, pages, route handlers) shares. Pino is on Next's own list.
  serverExternalPackages: [
    '@fortedigital/nextjs-cache-handler',
    '@redis/client',
    'prom-client',
    '@opentelemetry/api',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
  ],
  // The share cards' fonts are read by path at run time (lib/cards/draw.ts), which the tracer
  // cannot see: name them so they travel into the standalone output and the container.
  // https://nextjs.org/docs/app/api-reference/config/next-config-js/output#caveats
  outputFileTracingIncludes: {
    '/cards/**': [
      './node_modules/vazirmatn/fonts/ttf/Vazirmatn-{Bold,Medium}.ttf',
      './node_modules/@expo-google-fonts/inter/{700Bold,500Medium}/*.ttf',
      './node_modules/vazirmatn/OFL.txt',
      './node_modules/@expo-google-fonts/inter/LICENSE_FONT',
    ],
  },
  experimental: {
    // Renders the localised 404 on the server for unmatched paths (app/global-not-found.tsx).
    // https://nextjs.org/docs/app/api-reference/file-conventions/not-found#global-not-foundjs-experimental
    globalNotFound: true,
    // Not `inlineCss`: tried (docs/phone.md, "The stylesheets"), it writes the stylesheets into
    // every page three times (the <style> and twice in the RSC payload, vercel/next.js#98079),
    // 55 kB raw each on a news item: 105 kB of HTML became 188 kB. The server inlines a page's
    // own rules once instead (server-critical-css.mjs).
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // The widths a srcset offers. Next's defaults list 16 (16 px to 3840 px), written out in every
    // image's srcset twice per page (its HTML and its payload). Our pictures are at most 1920 px
    // wide, and the smallest shown is 120 px: these nine cover every size and density we show.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    imageSizes: [128, 256, 384],
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
      // Each page's content tags and own path, for purging it at the edge (lib/edge/tags.mjs).
      ...edgeKeyHeaders(),
      ...PUBLIC_DIRS.map((dir) => ({
        source: `/${dir}/:path*`,
        headers: [
          { key: 'Cache-Control', value: 'public, max-age=3600, stale-while-revalidate=86400' },
        ],
      })),
    ];
  },
  // redirects() see the address the visitor asked for, before the rewrites below: each locale
  // prefix needs its own entry.
  async redirects() {
    return [
      // English has one address, the unprefixed one: `/en/news` is `/news`.
      { source: `/${DEFAULT_LOCALE}`, destination: '/', permanent: true },
      { source: `/${DEFAULT_LOCALE}/:path*`, destination: '/:path*', permanent: true },
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
  // Where each language's pages are rendered: English addresses are unprefixed (`/news`) and the
  // pages live under `app/[locale]`, so English is rewritten to `/en/…`; `/ar/news` needs nothing.
  // This is the whole of the locale routing. It used to be next-intl's proxy (proxy.ts), which
  // cost about a third of the server's time on every cached page (docs/measured.md, "The request path").
  // `beforeFiles` rewrites run in order, before any page or public file is looked up.
  // https://nextjs.org/docs/app/api-reference/config/next-config-js/rewrites
  async rewrites() {
    return {
      beforeFiles: [
        // The old `?page=N` and filter addresses of the lists are answered with a 308 to their
        // new path by app/api/list-redirect. Not a redirects() entry: Next passes the query on to
        // a redirect's destination, so `?page=2` would stay on the new address.
        // https://nextjs.org/docs/app/api-reference/config/next-config-js/rewrites#header-cookie-and-query-matching
        ...LIST_QUERIES.flatMap(({ lists, key }) => [
          {
            source: `/:list(${lists.join('|')})`,
            has: [{ type: 'query', key }],
            destination: `/api/list-redirect/${DEFAULT_LOCALE}/:list`,
          },
          {
            source: `/:locale(${LOCALE_PREFIXES.join('|')})/:list(${lists.join('|')})`,
            has: [{ type: 'query', key }],
            destination: '/api/list-redirect/:locale/:list',
          },
        ]),
        { source: '/', destination: `/${DEFAULT_LOCALE}` },
        // Every other path without a language prefix, except the API, Next's own files and
        // anything with a dot (public files, robots.txt, feeds, sitemaps), which are served as
        // they are.
        {
          source: `/:path((?!(?:${UNREWRITTEN.join('|')})(?:/|$))[^.]+)`,
          destination: `/${DEFAULT_LOCALE}/:path`,
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default withNextIntl(nextConfig);
