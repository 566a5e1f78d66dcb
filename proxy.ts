import createMiddleware from 'next-intl/middleware';
import { routing } from '@/lib/i18n/routing';

// Next 16 calls this file `proxy.ts` (formerly middleware.ts): locale detection, the stored
// preference cookie and the unprefixed-English rewrite. https://next-intl.dev/docs/routing/middleware
export default createMiddleware(routing);

export const config = {
  // Everything except API routes, Next internals and files with an extension (assets, sitemap.xml).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
