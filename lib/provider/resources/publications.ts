import { TAGS } from '../cache';
import { num, pick, pickText, str } from '../reshape';
import { image, keyed, resource, type Reshape } from '../resource';
import type { Publication } from '../types';

const reshapePublication: Reshape<Publication> = keyed('title', (raw, locale) => ({
  summary: pickText(raw, 'summary', locale),
  body: pick(raw, 'body', locale) ?? '',
  date: str(raw, 'date') ?? str(raw, 'published_at'),
  kind: str(raw, 'kind'),
  image: image(raw, 'image', 'cover'),
  file: image(raw, 'file'),
  fileSize: num(raw, 'file_size'),
  pages: num(raw, 'pages'),
}));

export const publications = resource({
  path: '/publications',
  tag: TAGS.publications,
  name: 'publications',
  itemName: 'publication',
  summary: reshapePublication,
  reshape: reshapePublication,
});
