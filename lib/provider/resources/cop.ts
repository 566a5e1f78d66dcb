import type { Locale } from '@/lib/i18n/locales';
import { cachedRead, TAGS } from '../cache';
import { providerRequest } from '../http';
import { id, isRecord, num, pick, pickText, unwrapItem, type RawRecord } from '../reshape';
import { image } from '../resource';
import type { CopItem, CopPage } from '../types';

function reshapeCopItem(raw: RawRecord, locale: Locale): CopItem | null {
  const itemId = id(raw);
  const title = pickText(raw, 'title', locale);
  if (!itemId || !title) return null;
  return {
    id: itemId,
    title,
    year: num(raw, 'year'),
    location: pickText(raw, 'location', locale),
    summary: pickText(raw, 'summary', locale),
    body: pick(raw, 'body', locale) ?? '',
    image: image(raw, 'image'),
  };
}

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
