import type { Locale } from '@/lib/i18n/locales';

/** Pages whose card carries their title from messages (lists, the home page): `pages/<key>`. */
export const PAGE_CARDS = 'pages';

/**
 * The file name of a card's current address, `/cards/{locale}/{kind}/{id}/card.jpg`: a redirect
 * to the card of the page as it is now, cached like the page rather than for a year. The sitemap
 * names it, since naming the hashed address would mean reading every item in every language.
 */
export const CURRENT_CARD = 'card.jpg';

/** A card's current address, from its key (`news/12`, `pages/news`). */
export function currentCardPath(locale: Locale, key: string): string {
  return `/cards/${locale}/${key}/${CURRENT_CARD}`;
}
