import type { Locale } from '@/lib/i18n/locales';
import { TAGS } from '../cache';
import { flag, id, num, pick, pickText, str, type RawRecord } from '../reshape';
import { image, resource } from '../resource';
import type { Tender } from '../types';

function reshapeTender(raw: RawRecord, locale: Locale): Tender | null {
  const tenderId = id(raw);
  const title = pickText(raw, 'title', locale);
  if (!tenderId || !title) return null;
  return {
    id: tenderId,
    reference: str(raw, 'reference'),
    title,
    description: pick(raw, 'description', locale) ?? '',
    location: pickText(raw, 'location', locale),
    duration: pickText(raw, 'duration', locale),
    issueDate: str(raw, 'issue_date'),
    deadline: str(raw, 'dead_line'),
    isExpired: flag(raw, 'is_expired'),
    daysRemaining: num(raw, 'days_remaining'),
    mobile: str(raw, 'mobile_number'),
    landline: str(raw, 'land_number'),
    email: str(raw, 'email'),
    file: image(raw, 'file'),
  };
}

export const tenders = resource({
  path: '/tenders',
  tag: TAGS.tenders,
  name: 'tenders',
  itemName: 'tender',
  summary: reshapeTender,
  reshape: reshapeTender,
});
