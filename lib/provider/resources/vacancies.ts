import type { Locale } from '@/lib/i18n/locales';
import { TAGS } from '../cache';
import { flag, id, pick, pickText, str, type RawRecord } from '../reshape';
import { resource } from '../resource';
import type { Vacancy } from '../types';

function reshapeVacancy(raw: RawRecord, locale: Locale): Vacancy | null {
  const vacancyId = id(raw);
  const title = pickText(raw, 'title', locale);
  if (!vacancyId || !title) return null;
  return {
    id: vacancyId,
    reference: str(raw, 'reference'),
    title,
    location: pickText(raw, 'location', locale),
    summary: pickText(raw, 'summary', locale),
    description: pick(raw, 'description', locale) ?? '',
    requirements: pick(raw, 'requirements', locale) ?? '',
    employmentType: str(raw, 'employment_type'),
    postedDate: str(raw, 'posted_date'),
    deadline: str(raw, 'dead_line') ?? str(raw, 'deadline'),
    isExpired: flag(raw, 'is_expired'),
  };
}

export const vacancies = resource({
  path: '/vacancies',
  tag: TAGS.vacancies,
  name: 'vacancies',
  itemName: 'vacancy',
  summary: reshapeVacancy,
  reshape: reshapeVacancy,
});
