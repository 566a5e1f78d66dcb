import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const LOCALE_PREFIXES = ['ar', 'fr', 'fa'];

/** Old paths of the previous site (spec §2), for English and under each locale prefix. */
const LEGACY = [
  ['about', 'who-we-are'],
  ['inwrdamTeam', 'team'],
  ['ourprogram', 'what-we-do'],
  ['contactus', 'get-involved'],
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  output: 'standalone',
  experimental: {
    // Renders the localised 404 on the server for unmatched paths (app/global-not-found.tsx).
    // https://nextjs.org/docs/app/api-reference/file-conventions/not-found#global-not-foundjs-experimental
    globalNotFound: true,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  // redirects() run before proxy.ts, so each locale prefix needs its own entry (DESIGN.md).
  async redirects() {
    return LEGACY.flatMap(([from, to]) => [
      { source: `/${from}`, destination: `/${to}`, permanent: true },
      ...LOCALE_PREFIXES.map((locale) => ({
        source: `/${locale}/${from}`,
        destination: `/${locale}/${to}`,
        permanent: true,
      })),
    ]);
  },
};

export default withNextIntl(nextConfig);
