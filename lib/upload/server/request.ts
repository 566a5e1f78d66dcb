import { isLocale, type Locale } from '@/lib/i18n/locales';

// What a request says of its sender: the language to answer in, and whether it comes from the
// site's own pages (the upload handlers and the tus endpoint).

/** The visitor's language: the `lang` header the forms send, else Accept-Language, else en. */
export function requestLocale(headers: Headers): Locale {
  const candidates = [
    headers.get('lang') ?? '',
    ...(headers.get('accept-language') ?? '').split(','),
  ].map((tag) => tag.split(';')[0]!.trim().slice(0, 2).toLowerCase());
  return candidates.find(isLocale) ?? 'en';
}

/** The origin a request was sent to, as `scheme://host[:port]`, or null when it has no Host. */
function requestOrigin(headers: Headers, behindProxy: boolean): string | null {
  // Behind a trusted proxy the Host the browser used arrives as X-Forwarded-Host; without one,
  // those headers are the client's word and are ignored (the Host header is what the server
  // was reached by, whatever name or address that was).
  const first = (value: string | null) => value?.split(',')[0]?.trim() || null;
  const host = (behindProxy && first(headers.get('x-forwarded-host'))) || headers.get('host');
  const proto = (behindProxy && first(headers.get('x-forwarded-proto'))) || 'http';
  if (!host || (proto !== 'http' && proto !== 'https')) return null;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard: a browser always sends Origin with a POST, and another site
 * cannot make it ours. A request is the site's own when Origin equals the origin it was sent to
 * (as Next checks Server Actions: Origin against Host, or X-Forwarded-Host behind a proxy) or
 * SITE_URL. Never `request.url`: the standalone server builds it from the address it is bound
 * to ("localhost"), not from the name the visitor used. Without Origin, or with "null", refused.
 */
export function fromOwnSite(request: Request, siteUrl: string, behindProxy: boolean): boolean {
  const origin = request.headers.get('origin');
  // Said first, though an absent or opaque Origin would equal no http(s) origin below either.
  if (!origin || origin === 'null') return false;
  if (origin === new URL(siteUrl).origin) return true;
  const own = requestOrigin(request.headers, behindProxy);
  if (!own) return false;
  // A browser behind no proxy may reach the site over https through a TLS terminator that
  // does not say so; the host, which the browser sets and a page cannot forge, must match.
  // Without a proxy `own` is always http://…, so its first `http:` is its scheme.
  return origin === own || (!behindProxy && origin === own.replace('http:', 'https:'));
}
