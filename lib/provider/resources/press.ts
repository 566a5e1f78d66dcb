import type { Locale } from '@/lib/i18n/locales';
import { cachedRead, TAGS } from '../cache';
import { providerRequest } from '../http';
import { id, pickText, str, unwrapArray, type RawRecord } from '../reshape';
import { listing } from '../resource';
import type { PressItem } from '../types';

function reshapePressItem(raw: RawRecord, locale: Locale): PressItem | null {
  const pressId = id(raw);
  if (!pressId) return null;
  return {
    id: pressId,
    // The title falls back to a generic press label (the caller supplies it when empty).
    // `localized_title` is already in the requested language: it has no `_ar`/`_fa` copies.
    title: str(raw, 'localized_title') ?? pickText(raw, 'title', locale) ?? '',
    date: str(raw, 'date') ?? str(raw, 'created_at') ?? str(raw, 'published_at'),
    url: str(raw, 'url'),
    outlet: pickText(raw, 'outlet', locale),
  };
}

/** The media page's paged press coverage; items link out to the outlet, so there is no `get`. */
export const press = listing({
  path: '/inwrdam-in-press',
  tag: TAGS.press,
  name: 'pressPage',
  summary: reshapePressItem,
});

/** The menu's "In the Media" list: the latest few, in the `success` / `data.data` envelope. */
async function readPressItems(locale: Locale, perPage = 3): Promise<PressItem[]> {
  const path = '/inwrdam-in-press';
  const body = await providerRequest({ path, locale, query: { per_page: perPage } });
  return unwrapArray(body, path)
    .map((raw) => reshapePressItem(raw, locale))
    .filter((item): item is PressItem => item !== null);
}
export const getPressItems = cachedRead('pressItems', [TAGS.press], readPressItems);
