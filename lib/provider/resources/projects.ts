import type { Locale } from '@/lib/i18n/locales';
import { TAGS } from '../cache';
import { id, pick, pickText, str, unwrapProjects, type RawRecord } from '../reshape';
import { image, resource } from '../resource';
import type { Project, ProjectSummary } from '../types';

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v) => typeof v === 'string' || typeof v === 'number').map(String)
    : [];
}

function reshapeProjectSummary(raw: RawRecord, locale: Locale): ProjectSummary | null {
  const title =
    (locale === 'ar' || locale === 'fa' ? pickText(raw, 'title', locale) : null) ??
    str(raw, 'localized_title') ??
    str(raw, 'title');
  if (!title) return null;
  const shortTitle =
    locale === 'ar' || locale === 'fa'
      ? (str(raw, `short_title_${locale}`) ?? str(raw, 'short_title_ar'))
      : (str(raw, 'short_title') ?? str(raw, 'short_title_en'));
  return {
    id: id(raw),
    title,
    shortTitle,
    image: image(raw, 'image_url', 'image'),
    theme: str(raw, 'theme'),
    status: str(raw, 'status'),
    summary: pickText(raw, 'summary', locale),
    countries: stringList(raw.countries).map((code) => code.toLowerCase()),
  };
}

function reshapeProject(raw: RawRecord, locale: Locale): Project | null {
  const summary = reshapeProjectSummary(raw, locale);
  if (!summary || !summary.id) return null;
  return {
    ...summary,
    id: summary.id,
    body: pick(raw, 'body', locale) ?? '',
    partnerIds: stringList(raw.partner_ids),
    startDate: str(raw, 'start_date'),
    endDate: str(raw, 'end_date'),
  };
}

export const projects = resource({
  path: '/projects',
  tag: TAGS.projects,
  name: 'projects',
  itemName: 'project',
  summary: reshapeProjectSummary,
  reshape: reshapeProject,
  unwrap: unwrapProjects,
});
