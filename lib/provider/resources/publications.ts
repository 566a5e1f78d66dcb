import type { Locale } from '@/lib/i18n/locales';
import { TAGS } from '../cache';
import { id, num, pick, pickText, str, type RawRecord } from '../reshape';
import { image, resource } from '../resource';
import type { Publication } from '../types';

function reshapePublication(raw: RawRecord, locale: Locale): Publication | null {
  const pubId = id(raw);
  const title = pickText(raw, 'title', locale);
  if (!pubId || !title) return null;
  return {
    id: pubId,
    title,
    summary: pickText(raw, 'summary', locale),
    body: pick(raw, 'body', locale) ?? '',
    date: str(raw, 'date') ?? str(raw, 'published_at'),
    kind: str(raw, 'kind'),
    image: image(raw, 'image', 'cover'),
    file: image(raw, 'file'),
    fileSize: num(raw, 'file_size'),
    pages: num(raw, 'pages'),
  };
}

export const publications = resource({
  path: '/publications',
  tag: TAGS.publications,
  name: 'publications',
  itemName: 'publication',
  summary: reshapePublication,
  reshape: reshapePublication,
});
