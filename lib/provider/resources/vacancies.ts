import { TAGS } from '../cache';
import { flag, pick, pickText, str } from '../reshape';
import { keyed, resource, type Reshape } from '../resource';
import type { Vacancy } from '../types';

const reshapeVacancy: Reshape<Vacancy> = keyed('title', (raw, locale) => ({
  reference: str(raw, 'reference'),
  location: pickText(raw, 'location', locale),
  summary: pickText(raw, 'summary', locale),
  description: pick(raw, 'description', locale) ?? '',
  requirements: pick(raw, 'requirements', locale) ?? '',
  employmentType: str(raw, 'employment_type'),
  postedDate: str(raw, 'posted_date'),
  deadline: str(raw, 'dead_line') ?? str(raw, 'deadline'),
  isExpired: flag(raw, 'is_expired'),
}));

export const vacancies = resource({
  path: '/vacancies',
  tag: TAGS.vacancies,
  name: 'vacancies',
  itemName: 'vacancy',
  summary: reshapeVacancy,
  reshape: reshapeVacancy,
});
