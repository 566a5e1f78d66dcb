import { TAGS } from '../cache';
import { flag, num, pick, pickText, str } from '../reshape';
import { image, keyed, resource, type Reshape } from '../resource';
import type { Tender } from '../types';

const reshapeTender: Reshape<Tender> = keyed('title', (raw, locale) => ({
  reference: str(raw, 'reference'),
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
}));

export const tenders = resource({
  path: '/tenders',
  tag: TAGS.tenders,
  name: 'tenders',
  itemName: 'tender',
  summary: reshapeTender,
  reshape: reshapeTender,
});
