import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@/lib/i18n/locales';
import { getNews, getTenders, withFallback } from '@/lib/provider';
import { itemCardUrl, type CardItem } from '@/lib/cards/cards';
import { newsFeed, tendersFeed, type CardOf } from './feeds';

const FEED_SIZE = 20;

/** Each item's card address, worked out before the feed is written (its text is translated). */
async function cardsOf<K extends 'news' | 'tenders'>(
  kind: K,
  items: (CardItem<K> & { id: string })[],
  locale: Locale,
): Promise<CardOf<{ id: string }>> {
  const urls = new Map(
    await Promise.all(
      items.map(async (item) => [item.id, await itemCardUrl(kind, item, locale)] as const),
    ),
  );
  return (item) => urls.get(item.id) ?? null;
}

function rss(body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=600',
    },
  });
}

/** The languages whose feeds live under a prefix (`/ar/feed.xml`): all but the default. */
export function prefixedFeedParams(): { locale: Locale }[] {
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({ locale }));
}

/**
 * A feed's response in a language. English lives at the unprefixed path only (like its pages), so
 * `/en/feed.xml` is not a second copy. A provider failure gives a valid, empty feed (logged).
 */
export async function feedResponse(
  kind: 'news' | 'tenders',
  requested: string = DEFAULT_LOCALE,
  prefixed = false,
): Promise<Response> {
  if (!isLocale(requested) || (prefixed && requested === DEFAULT_LOCALE)) {
    return new Response('Not found', { status: 404 });
  }
  const locale: Locale = requested;
  if (kind === 'news') {
    const items = await withFallback(
      getNews(locale, { perPage: FEED_SIZE }).then((r) => r.items),
      [],
      'news feed',
    );
    return rss(newsFeed(locale, items, await cardsOf('news', items, locale)));
  }
  const items = await withFallback(
    getTenders(locale, { perPage: FEED_SIZE }).then((r) => r.items),
    [],
    'tenders feed',
  );
  return rss(tendersFeed(locale, items, await cardsOf('tenders', items, locale)));
}
