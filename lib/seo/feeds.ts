import { Feed } from 'feed';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import fa from '@/messages/fa.json';
import fr from '@/messages/fr.json';
import { parseDate } from '@/lib/dates';
import { formatActionDate } from '@/lib/format';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { Article, Tender } from '@/lib/provider/types';
import { CARD_TYPE } from '@/lib/cards/size';
import { SITE, siteUrl } from '@/lib/site';

const FEED_MESSAGES: Record<Locale, typeof en.Feeds> = {
  en: en.Feeds,
  ar: ar.Feeds,
  fr: fr.Feeds,
  fa: fa.Feeds,
};

/** `/feed.xml`, `/ar/feed.xml`…; `/tenders/feed.xml`, `/ar/tenders/feed.xml`… */
export function feedPath(locale: Locale, kind: 'news' | 'tenders'): string {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return kind === 'news' ? `${prefix}/feed.xml` : `${prefix}/tenders/feed.xml`;
}

/** The feeds every page of a language announces in its head (RSS autodiscovery). */
export function feedLinks(locale: Locale): { title: string; href: string }[] {
  const m = FEED_MESSAGES[locale];
  return [
    { title: m.news, href: feedPath(locale, 'news') },
    { title: m.tenders, href: feedPath(locale, 'tenders') },
  ];
}

/** An item's date for the feed; the epoch when it has none, so it sorts last. */
function instant(value: string | null): Date {
  return (value ? parseDate(value) : null) ?? new Date(0);
}

function baseFeed(locale: Locale, kind: 'news' | 'tenders', updated: Date): Feed {
  const m = FEED_MESSAGES[locale];
  const home = siteUrl() + getPathname({ locale, href: kind === 'news' ? '/news' : '/tenders' });
  return new Feed({
    title: kind === 'news' ? m.news : m.tenders,
    description: kind === 'news' ? m.newsDescription : m.tendersDescription,
    id: home,
    link: home,
    language: locale,
    image: `${siteUrl()}/apple-touch-icon.png`,
    copyright: `© 2025 ${SITE.name}`,
    updated,
    feedLinks: { rss: siteUrl() + feedPath(locale, kind) },
  });
}

/** An item's share card (lib/cards), root-relative, or null when it has none. */
export type CardOf<T> = (item: T) => string | null;

/** The card as the item's enclosure: one JPEG every reader shows (RSS 2.0 allows one). */
function enclosure(card: string | null) {
  return card ? { url: siteUrl() + card, type: CARD_TYPE } : undefined;
}

/** RSS 2.0 of the latest news, newest first, each item with its share card. */
export function newsFeed(locale: Locale, items: Article[], card: CardOf<Article>): string {
  const sorted = [...items].sort((a, b) => instant(b.date).getTime() - instant(a.date).getTime());
  const feed = baseFeed(locale, 'news', instant(sorted[0]?.date ?? null));
  for (const item of sorted) {
    const link = siteUrl() + getPathname({ locale, href: `/news/${item.id}` });
    feed.addItem({
      title: item.title,
      id: link,
      link,
      description: item.excerpt ?? undefined,
      date: instant(item.date),
      image: enclosure(card(item)),
    });
  }
  return feed.rss2();
}

/** RSS 2.0 of the tenders, latest issued first, each item with its share card. */
export function tendersFeed(locale: Locale, items: Tender[], card: CardOf<Tender>): string {
  const sorted = [...items].sort(
    (a, b) => instant(b.issueDate).getTime() - instant(a.issueDate).getTime(),
  );
  const feed = baseFeed(locale, 'tenders', instant(sorted[0]?.issueDate ?? null));
  for (const item of sorted) {
    const link = siteUrl() + getPathname({ locale, href: `/tenders/${item.id}` });
    feed.addItem({
      title: item.title,
      id: link,
      link,
      description:
        [
          item.location,
          item.deadline
            ? FEED_MESSAGES[locale].deadline.replace(
                '{date}',
                formatActionDate(item.deadline, locale) ?? item.deadline,
              )
            : null,
        ]
          .filter(Boolean)
          .join(' — ') || undefined,
      date: instant(item.issueDate),
      image: enclosure(card(item)),
    });
  }
  return feed.rss2();
}
