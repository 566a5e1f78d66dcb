import 'server-only';
import { fail } from '@/lib/envelope';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { logProviderFailure } from '@/lib/provider';
import en from '@/messages/en.json';
import { CARD_KINDS, cardFile, isCardKind, itemCard, PAGE_CARDS, pageCard } from './cards';
import { drawCard, type CardContent } from './draw';
import { CURRENT_CARD } from './paths';
import { CARD_TYPE } from './size';

/** A card's address never changes what it shows (its name is a hash of it): cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The current address (CURRENT_CARD) is a redirect revalidated like the page it names. */
const PAGE_LIKE = 'public, s-maxage=300, stale-while-revalidate=600';

/**
 * A card that could not be drawn: kept by nobody (Next's cache handler refuses it,
 * cache-handler.mjs; Varnish passes it, deploy/varnish.vcl; a browser or a network's crawler may
 * not keep it), so the next request draws again once the cause is gone.
 */
export const NOT_STORED = 'no-store';

/**
 * The language's default card, a JPEG like every card (the page's og:image:type says so), made
 * by scripts/make-artwork.mjs beside the PNG that pages without a card name.
 */
export const defaultCardPath = (locale: Locale) => `/og/default-${locale}.jpg`;

export interface CardParams {
  locale: string;
  kind: string;
  id: string;
  file: string;
}

function isPageKey(value: string): value is keyof Messages['Pages'] {
  return Object.hasOwn(en.Pages, value);
}

/** What the card at these params shows: null for an unknown language, kind, page or id. */
async function resolveContent(
  locale: Locale,
  kind: string,
  id: string,
): Promise<CardContent | null> {
  if (kind === PAGE_CARDS) return isPageKey(id) ? pageCard(id, locale) : null;
  if (!isCardKind(kind)) return null;
  const item = await CARD_KINDS[kind].get(locale, id);
  return item ? itemCard(kind, item as never, locale) : null;
}

/**
 * GET /cards/{locale}/{kind}/{id}/{hash}.jpg: the card. `…/card.jpg` (lib/cards/paths.ts) is a
 * redirect to the current hash, cached like the page, so an item's card is drawn and stored once.
 * Anything but the current card of a known page is a 404, which the cache handler never stores (cache-handler.mjs), so no address a stranger
 * invents becomes a cache entry; a provider failure is a 503, not stored either. A card that
 * cannot be drawn is logged with its reason and answered by a redirect to the language's default
 * card that nobody stores (NOT_STORED): the hashed address is cached for a year, so a one-off
 * failure answered there with the default card's bytes would stay at the edge and at every social
 * network that fetched it. A redirect, not the default card's bytes: drawing may have failed
 * because sharp or the fonts are broken, and the default card is a static file that needs
 * neither, served with its own type.
 */
export async function cardResponse({ locale, kind, id, file }: CardParams): Promise<Response> {
  if (!isLocale(locale)) return fail(404, 'Card not found');
  let content: CardContent | null;
  try {
    content = await resolveContent(locale, kind, id);
  } catch (error) {
    logProviderFailure(`${kind} card`, error);
    return fail(503, 'The card could not be made. Please try again later.');
  }
  if (!content) return fail(404, 'Card not found');
  const hashed = cardFile(content);
  if (file === CURRENT_CARD)
    return new Response(null, {
      status: 307,
      headers: { Location: hashed, 'Cache-Control': PAGE_LIKE },
    });
  if (file !== hashed) return fail(404, 'Card not found');
  let body: Buffer;
  try {
    body = await drawCard(content);
  } catch (error) {
    console.error(
      `[cards] ${locale}/${kind}/${id}: drawing failed, redirecting to the default card (${error instanceof Error ? error.message : String(error)})`,
    );
    return new Response(null, {
      status: 307,
      headers: { Location: defaultCardPath(locale), 'Cache-Control': NOT_STORED },
    });
  }
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': CARD_TYPE, 'Cache-Control': IMMUTABLE },
  });
}
