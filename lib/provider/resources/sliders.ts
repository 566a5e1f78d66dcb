import type { Locale } from '@/lib/i18n/locales';
import { cachedRead, TAGS } from '../cache';
import { providerRequest } from '../http';
import { id, isRecord, pickText, str, unwrapItem, type RawRecord } from '../reshape';
import { image } from '../resource';
import type { Slide, SlidersData, SocialLinks } from '../types';

export const DEFAULT_SOCIAL_LINKS: SocialLinks = {
  facebook: '#',
  x: '#',
  youtube: '#',
  linkedin: '#',
  instagram: '#',
};

function reshapeSocial(raw: unknown): SocialLinks {
  const links = { ...DEFAULT_SOCIAL_LINKS };
  if (!isRecord(raw)) return links;
  for (const key of Object.keys(links) as (keyof SocialLinks)[]) {
    const value = str(raw, key);
    if (value) links[key] = value;
  }
  return links;
}

function reshapeSlide(raw: RawRecord, locale: Locale): Slide | null {
  const title = pickText(raw, 'title', locale);
  if (!title) return null;
  return {
    id: id(raw) ?? title,
    image: image(raw, 'image', 'image_url'),
    title,
    description: pickText(raw, 'description', locale) ?? '',
  };
}

/** The home hero's slides and the site's social links, which the provider sends together. */
export const getSliders = cachedRead(
  'sliders',
  [TAGS.sliders],
  async (locale: Locale): Promise<SlidersData> => {
    const path = '/sliders';
    const data = unwrapItem(await providerRequest({ path, locale }), path);
    const slides = Array.isArray(data.sliders)
      ? data.sliders
          .filter(isRecord)
          .map((raw) => reshapeSlide(raw, locale))
          .filter((s): s is Slide => s !== null)
      : [];
    return { slides, social: reshapeSocial(data.social_media_links) };
  },
);
