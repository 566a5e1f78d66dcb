import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
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

/** The language's default card (public/og), served when a card cannot be drawn. */
async function defaultCard(locale: Locale): Promise<Response> {
  const file = path.join(
    /*turbopackIgnore: true*/ process.cwd(),
    'public',
    'og',
    `default-${locale}.png`,
  );
  return new Response(new Uint8Array(await readFile(file)), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': IMMUTABLE },
  });
}

/**
 * GET /cards/{locale}/{kind}/{id}/{hash}.jpg: the card. `…/card.jpg` (lib/cards/paths.ts) is a
 * redirect to the current hash, cached like the page, so an item's card is drawn and stored once.
 * Anything but the current card of a known page is a 404, which the cache handler never stores (cache-handler.mjs), so no address a stranger
 * invents becomes a cache entry; a provider failure is a 503, not stored either. A card that
 * cannot be drawn is logged with its reason and replaced by the language's default card.
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
      `[cards] ${locale}/${kind}/${id}: drawing failed, serving the default card (${error instanceof Error ? error.message : String(error)})`,
    );
    return defaultCard(locale);
  }
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': CARD_TYPE, 'Cache-Control': IMMUTABLE },
  });
}
