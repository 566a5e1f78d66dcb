import type { Locale } from '@/lib/i18n/locales';
import { TAGS } from '../cache';
import { id, pick, pickText, str, type RawRecord } from '../reshape';
import { image, listing } from '../resource';
import type { Partner } from '../types';

function reshapePartner(raw: RawRecord, locale: Locale): Partner | null {
  const partnerId = id(raw);
  const name = pickText(raw, 'name', locale);
  if (!partnerId || !name) return null;
  return {
    id: partnerId,
    name,
    description: pick(raw, 'description', locale),
    url: str(raw, 'url'),
    logo: image(raw, 'logo', 'image'),
    kind: str(raw, 'kind'),
  };
}

/** Listed only: partners link to their own sites and have no page here. */
export const partners = listing({
  path: '/partners',
  tag: TAGS.partners,
  name: 'partners',
  summary: reshapePartner,
});
