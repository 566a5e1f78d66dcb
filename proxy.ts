import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';

// Next 16 calls this file `proxy.ts` (formerly middleware.ts). next-intl resolves the language
// from the URL alone (unprefixed = English), so a shared link opens in the language it names.
// https://next-intl.dev/docs/routing/middleware
const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  // Only the home page follows the stored preference (spec §4: stored language, else en).
  if (request.nextUrl.pathname === '/') {
    const stored = request.cookies.get(LOCALE_COOKIE)?.value;
    const response =
      isLocale(stored) && stored !== DEFAULT_LOCALE
        ? NextResponse.redirect(new URL(`/${stored}`, request.url), 307)
        : intl(request);
    // `/` answers each visitor after their cookie (a redirect, or the English page): a shared
    // cache must keep neither, or it would hand one visitor's answer to the next. `/ar` and the
    // other pages do not depend on the cookie and stay cacheable.
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }
  return intl(request);
}

export const config = {
  // Everything except API routes, Next internals and files with an extension (assets, sitemap.xml).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
