import 'server-only';
import { createHash } from 'node:crypto';
import { createTranslator } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import fa from '@/messages/fa.json';
import fr from '@/messages/fr.json';
import { formatActionDate, formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { resources, type ProjectSummary } from '@/lib/provider';
import type { CardContent } from './draw';
import { PAGE_CARDS } from './paths';

type PageKey = keyof Messages['Pages'];

/**
 * The messages a card shows, read directly rather than through the request's next-intl config:
 * cards are also named from route handlers (feeds, the sitemap) that render no page.
 */
const MESSAGES: Record<Locale, Messages> = { en, ar, fr, fa };

function translator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale] });
}

/**
 * How a card dates its page: the day it was published (read), or a day the reader must act on,
 * with the Gregorian date beside it in Persian (lib/format.ts): an event's, or a deadline.
 */
type DateRole = 'published' | 'event' | 'deadline';

interface CardKind<T> {
  /** The messages (Pages.<section>.title) naming the kind above the title. */
  section: PageKey;
  get: (locale: Locale, id: string) => Promise<T | null>;
  title: (item: T) => string;
  date: (item: T) => string | null;
  role: DateRole;
}

function kind<T extends { title: string }>(
  record: Omit<CardKind<T>, 'title'> & Partial<Pick<CardKind<T>, 'title'>>,
): CardKind<T> {
  return { title: (item) => item.title, ...record };
}

/**
 * Every detail page that has a card, keyed by its path's first segment (`/news/12` → `news`):
 * one line per kind, like the resources they read. The card route and the pages' metadata both
 * read this table, so the card a page names is the card the route draws.
 */
export const CARD_KINDS = {
  news: kind({ section: 'news', get: resources.news.get, date: (i) => i.date, role: 'published' }),
  stories: kind({
    section: 'stories',
    get: resources.stories.get,
    date: (i) => i.date,
    role: 'published',
  }),
  'cop-news': kind({
    section: 'copNews',
    get: resources.copNews.get,
    date: (i) => i.date,
    role: 'published',
  }),
  events: kind({
    section: 'events',
    get: resources.events.get,
    date: (i) => i.start,
    role: 'event',
  }),
  // Undated: the sitemap's walk reads project summaries, which have no start date, and must
  // name the same card as the page.
  projects: kind<ProjectSummary>({
    section: 'projects',
    get: resources.projects.get,
    date: () => null,
    role: 'published',
  }),
  publications: kind({
    section: 'publications',
    get: resources.publications.get,
    date: (i) => i.date,
    role: 'published',
  }),
  tenders: kind({
    section: 'tenders',
    get: resources.tenders.get,
    date: (i) => i.deadline,
    role: 'deadline',
  }),
  vacancies: kind({
    section: 'vacancies',
    get: resources.vacancies.get,
    date: (i) => i.deadline,
    role: 'deadline',
  }),
  gallery: kind({
    section: 'gallery',
    get: resources.gallery.get,
    date: (i) => i.date,
    role: 'published',
  }),
} as const;

export type CardKindName = keyof typeof CARD_KINDS;

export { PAGE_CARDS };

export function isCardKind(value: string): value is CardKindName {
  return Object.hasOwn(CARD_KINDS, value);
}

/** An item of a card kind, as its detail page, its list and the sitemap's walk read it. */
export type CardItem<K extends CardKindName> = Parameters<(typeof CARD_KINDS)[K]['title']>[0];

/** The item a card kind's detail page shows, as its card draws it. */
export async function itemCard<K extends CardKindName>(
  name: K,
  item: CardItem<K>,
  locale: Locale,
): Promise<CardContent> {
  // One table entry per kind: TypeScript cannot tie `item` to the entry's own type here.
  const record = CARD_KINDS[name] as unknown as CardKind<CardItem<K>>;
  const t = translator(locale);
  const value = record.date(item);
  let dateLine: string | null = null;
  if (record.role === 'published') dateLine = formatDate(value, locale);
  else {
    const date = formatActionDate(value, locale);
    dateLine = date && record.role === 'deadline' ? t('Common.deadline', { date }) : date;
  }
  return {
    locale,
    eyebrow: t(`Pages.${record.section}.title`),
    title: record.title(item),
    dateLine,
  };
}

/** A page whose title is in messages (Pages.<key>): the network's name above it, no date. */
export async function pageCard(key: PageKey, locale: Locale): Promise<CardContent> {
  const t = translator(locale);
  return { locale, eyebrow: t('Site.fullName'), title: t(`Pages.${key}.title`), dateLine: null };
}

/**
 * Changed with the card's design, so a new layout gets new addresses (cards are served as
 * immutable).
 */
const DESIGN = 1;

/**
 * The card's file name: a hash of what it shows, so the address changes when the title or the
 * date does, and a card can be cached for a year. The route answers 404 for any other name.
 */
export function cardFile(content: CardContent): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([DESIGN, content.eyebrow, content.title, content.dateLine]))
    .digest('base64url')
    .slice(0, 16);
  return `${digest}.jpg`;
}

/** What a page's metadata says about its card. */
export interface CardImage {
  url: string;
  alt: string;
}

/** The card of an item of a kind, by its id: for lists of items (feeds, the sitemap). */
export async function itemCardUrl<K extends CardKindName>(
  name: K,
  item: CardItem<K> & { id: string | null },
  locale: Locale,
): Promise<string | null> {
  if (!item.id) return null;
  return cardImage(name, item.id, await itemCard(name, item, locale)).url;
}

/** The card's root-relative address and its text alternative, in the page's language. */
export function cardImage(kindName: string, id: string, content: CardContent): CardImage {
  return {
    url: `/cards/${content.locale}/${kindName}/${encodeURIComponent(id)}/${cardFile(content)}`,
    alt: [content.eyebrow, content.title, content.dateLine].filter(Boolean).join(' — '),
  };
}
