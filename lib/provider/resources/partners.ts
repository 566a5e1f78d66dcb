import { TAGS } from '../cache';
import { pick, str } from '../reshape';
import { image, keyed, listing, type Reshape } from '../resource';
import type { Partner } from '../types';

const reshapePartner: Reshape<Partner> = keyed('name', (raw, locale) => ({
  description: pick(raw, 'description', locale),
  url: str(raw, 'url'),
  logo: image(raw, 'logo', 'image'),
  kind: str(raw, 'kind'),
}));

/** Listed only: partners link to their own sites and have no page here. */
export const partners = listing({
  path: '/partners',
  tag: TAGS.partners,
  name: 'partners',
  summary: reshapePartner,
});
