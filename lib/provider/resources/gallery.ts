import type { Locale } from '@/lib/i18n/locales';
import { TAGS } from '../cache';
import { id, pickText, str, type RawRecord } from '../reshape';
import { image, resource } from '../resource';
import type { GalleryImage } from '../types';

function reshapeGalleryImage(raw: RawRecord, locale: Locale): GalleryImage | null {
  const imageId = id(raw);
  const title = pickText(raw, 'title', locale);
  if (!imageId || !title) return null;
  return {
    id: imageId,
    title,
    caption: pickText(raw, 'caption', locale),
    album: pickText(raw, 'album', locale),
    date: str(raw, 'date'),
    image: image(raw, 'image', 'image_url'),
  };
}

export const gallery = resource({
  path: '/culture-gallery-images',
  tag: TAGS.gallery,
  name: 'galleryImages',
  itemName: 'galleryImage',
  summary: reshapeGalleryImage,
  reshape: reshapeGalleryImage,
});
