import type { Locale } from '@/lib/i18n/locales';
import { cachedRead, TAGS } from '../cache';
import { providerRequest } from '../http';
import { isRecord, num, pick, pickText, unwrapItem } from '../reshape';
import { image, keyed, type Reshape } from '../resource';
import type { CopItem, CopPage } from '../types';

const reshapeCopItem: Reshape<CopItem> = keyed('title', (raw, locale) => ({
  year: num(raw, 'year'),
  location: pickText(raw, 'location', locale),
  summary: pickText(raw, 'summary', locale),
  body: pick(raw, 'body', locale) ?? '',
  image: image(raw, 'image'),
}));

/** The COP page: its text and the conferences, all in one answer (no conference has a page). */
export const getCop = cachedRead('cop', [TAGS.cop], async (locale: Locale): Promise<CopPage> => {
  const path = '/cop';
  const data = unwrapItem(await providerRequest({ path, locale }), path);
  const items = Array.isArray(data.items) ? data.items.filter(isRecord) : [];
  return {
    title: pick(data, 'title', locale) ?? '',
    intro: pick(data, 'intro', locale) ?? '',
    items: items.map((raw) => reshapeCopItem(raw, locale)).filter((i): i is CopItem => i !== null),
  };
});
