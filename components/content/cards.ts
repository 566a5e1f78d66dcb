import type { CardData } from '@/components/ui/Card';
import { formatActionDate, formatDate, formatFacts, formatPlace } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type {
  Article,
  EventItem,
  GalleryImage,
  Partner,
  ProjectSummary,
  Publication,
  Vacancy,
} from '@/lib/provider/types';

/** Turn domain items into cards; one place decides what a card of each kind shows. */
export function articleCard(item: Article, locale: Locale, basePath: string, eyebrow?: string): CardData {
  return {
    key: item.id,
    title: item.title,
    href: `${basePath}/${item.id}`,
    image: item.image,
    eyebrow,
    meta: formatDate(item.date, locale, 'short'),
    text: item.excerpt,
  };
}

/**
 * The place as every place line writes it (formatPlace): «INWRDAM Training Centre, Amman», and an
 * online event's venue once, not «En ligne (visioconférence) · En ligne» (the French review's L17
 * and the Persian review's M3 of 2026-12-06).
 */
export function eventCard(item: EventItem, locale: Locale, eyebrow?: string): CardData {
  const place = formatPlace([item.venue, item.city], locale);
  return {
    key: item.id,
    title: item.title,
    href: `/events/${item.id}`,
    image: item.image,
    eyebrow,
    meta: formatFacts([formatActionDate(item.start, locale, 'short'), place]),
    text: item.summary,
  };
}

export function projectCard(item: ProjectSummary, index: number, eyebrow?: string | null): CardData {
  return {
    key: item.id ?? `project-${index}`,
    title: item.title,
    href: item.id ? `/projects/${item.id}` : null,
    image: item.image,
    eyebrow,
    text: item.summary,
  };
}

export function publicationCard(item: Publication, locale: Locale): CardData {
  return {
    key: item.id,
    title: item.title,
    href: `/publications/${item.id}`,
    image: item.image,
    meta: formatDate(item.date, locale, 'short'),
    text: item.summary,
    fit: 'contain',
  };
}

export function vacancyCard(item: Vacancy, locale: Locale, status: string): CardData {
  return {
    key: item.id,
    title: item.title,
    href: `/vacancies/${item.id}`,
    eyebrow: status,
    meta: formatFacts([item.location, formatActionDate(item.deadline, locale, 'short')]),
    text: item.summary,
  };
}

export function galleryCard(item: GalleryImage, locale: Locale): CardData {
  return {
    key: item.id,
    title: item.title,
    href: `/gallery/${item.id}`,
    image: item.image,
    eyebrow: item.album,
    meta: formatDate(item.date, locale, 'short'),
  };
}

export function partnerCard(item: Partner, newTabLabel: string): CardData {
  return { key: item.id, title: item.name, image: item.logo, text: item.description, fit: 'contain',
    href: item.url,
    external: { newTabLabel },
  };
}
