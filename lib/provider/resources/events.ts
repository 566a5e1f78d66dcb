import type { Locale } from '@/lib/i18n/locales';
import { cachedRead, TAGS } from '../cache';
import { providerRequest } from '../http';
import { pick, pickText, str, timeZone, unwrapHomeEvents } from '../reshape';
import { image, keyed, resource, type Reshape } from '../resource';
import type { EventItem, HomeEventItem } from '../types';

const reshapeEvent: Reshape<EventItem> = keyed('title', (raw, locale) => ({
  summary: pickText(raw, 'summary', locale),
  body: pick(raw, 'body', locale) ?? pick(raw, 'description', locale) ?? '',
  start: str(raw, 'start_date') ?? str(raw, 'date'),
  end: str(raw, 'end_date'),
  timezone: timeZone(raw, 'timezone'),
  venue: pickText(raw, 'venue', locale),
  city: pickText(raw, 'city', locale),
  image: image(raw, 'image', 'featured_image'),
  registrationUrl: str(raw, 'registration_url'),
  format: str(raw, 'format'),
}));

export const events = resource({
  path: '/events',
  tag: TAGS.events,
  name: 'events',
  itemName: 'event',
  summary: reshapeEvent,
  reshape: reshapeEvent,
});

const reshapeHomeEvent: Reshape<HomeEventItem> = keyed('title', (raw) => ({
  type: str(raw, 'type') === 'news' ? 'news' : 'event',
  date: str(raw, 'date') ?? str(raw, 'published_at'),
  image: image(raw, 'image', 'featured_image'),
}));

/** The home page's strip: the latest news and events together, in their own envelope. */
async function readHomeEvents(locale: Locale, limit = 3): Promise<HomeEventItem[]> {
  const path = '/home-events';
  const body = await providerRequest({ path, locale, query: { per_page: limit } });
  return unwrapHomeEvents(body, path)
    .map((raw) => reshapeHomeEvent(raw, locale))
    .filter((item): item is HomeEventItem => item !== null)
    .slice(0, limit);
}
export const getHomeEvents = cachedRead('homeEvents', [TAGS.news, TAGS.events], readHomeEvents);
