import createMiddleware from 'next-intl/middleware';
import { routing } from '@/lib/i18n/routing';

// Next 16 calls this file `proxy.ts` (formerly middleware.ts). next-intl resolves the language
// from the URL alone (unprefixed = English), so a shared link opens in the language it names, and
// `/` is the English home page for everyone: the stored preference is applied in the browser
// (README, "Stored language"), which keeps `/` shareable by a CDN.
// https://next-intl.dev/docs/routing/middleware
export default createMiddleware(routing);

export const config = {
  // Everything except API routes, Next internals and files with an extension (assets, sitemap.xml).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
