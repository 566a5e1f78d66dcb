import { TAGS } from '../cache';
import { pickText, str } from '../reshape';
import { image, keyed, resource, type Reshape } from '../resource';
import type { GalleryImage } from '../types';

const reshapeGalleryImage: Reshape<GalleryImage> = keyed('title', (raw, locale) => ({
  caption: pickText(raw, 'caption', locale),
  album: pickText(raw, 'album', locale),
  date: str(raw, 'date'),
  image: image(raw, 'image', 'image_url'),
}));

export const gallery = resource({
  path: '/culture-gallery-images',
  tag: TAGS.gallery,
  name: 'galleryImages',
  itemName: 'galleryImage',
  summary: reshapeGalleryImage,
  reshape: reshapeGalleryImage,
});
