/**
 * The pieces of `contract.test.ts`: one call of every getter the pages use, and the walking and
 * editing of the provider's records that the test does between the provider and the site.
 */
import type { Locale } from '@/lib/i18n/locales';
import * as site from './index';

export type Json = Record<string, unknown>;

export const LOCALES: readonly Locale[] = ['en', 'fr', 'ar', 'fa'];

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const form = () => {
  const data = new FormData();
  data.set('email', 'someone@example.org');
  return data;
};

/**
 * Each getter `lib/provider` exports, called as a page calls it. The test fails when an export has
 * no entry here, so a new getter cannot escape the contract.
 */
export const drivers: Record<string, (locale: Locale) => Promise<unknown>> = {
  getProjects: (l) => site.getProjects(l, { page: 1, perPage: 100 }),
  getProject: (l) => site.getProject(l, '1'),
  getNews: (l) => site.getNews(l, { page: 1, perPage: 100 }),
  getNewsItem: (l) => site.getNewsItem(l, '1'),
  getStories: (l) => site.getStories(l, { perPage: 100 }),
  getStory: (l) => site.getStory(l, '1'),
  getCopNews: (l) => site.getCopNews(l, { perPage: 100 }),
  getCopNewsItem: (l) => site.getCopNewsItem(l, '1'),
  getEvents: (l) => site.getEvents(l, { perPage: 100 }),
  getEvent: (l) => site.getEvent(l, '1'),
  getPublications: (l) => site.getPublications(l, { perPage: 100 }),
  searchPublications: (l) => site.searchPublications(l, { q: 'water' }),
  getPublication: (l) => site.getPublication(l, '1'),
  getTenders: (l) => site.getTenders(l, { perPage: 100 }),
  getTender: (l) => site.getTender(l, '1'),
  getVacancies: (l) => site.getVacancies(l, { perPage: 100 }),
  getVacancy: (l) => site.getVacancy(l, '1'),
  getGalleryImages: (l) => site.getGalleryImages(l, { perPage: 100 }),
  getGalleryImage: (l) => site.getGalleryImage(l, '1'),
  getTeamMembers: (l) => site.getTeamMembers(l, { perPage: 100 }),
  getPartners: (l) => site.getPartners(l, { perPage: 100 }),
  getPressPage: (l) => site.getPressPage(l, { perPage: 100 }),
  getHomeEvents: (l) => site.getHomeEvents(l, 3),
  getPressItems: (l) => site.getPressItems(l, 3),
  getSliders: (l) => site.getSliders(l),
  getMemberStates: (l) => site.getMemberStates(l),
  getCountries: (l) => site.getCountries(l),
  getPrograms: (l) => site.getPrograms(l),
  getImpacts: (l) => site.getImpacts(l),
  getSystemCharts: (l) => site.getSystemCharts(l),
  getCop: (l) => site.getCop(l),
  getEditorialPage: (l) => site.getEditorialPage(l, 'about'),
  applyToTender: (l) => site.applyToTender(l, '1', form()),
  applyForJob: (l) => site.applyForJob(l, form()),
  applyForInternship: (l) => site.applyForInternship(l, form()),
};

/** A getter's result as JSON, or the kind of the error it threw. */
export interface Outcome {
  value?: unknown;
  error?: string;
}

export async function outcome(promise: Promise<unknown>): Promise<Outcome> {
  try {
    return { value: JSON.parse(JSON.stringify((await promise) ?? null)) as unknown };
  } catch (error) {
    return { error: (error as { kind?: string }).kind ?? String(error) };
  }
}

export const dig = (value: unknown, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);

/** The records of an answer, where its envelope keeps them (the objects themselves, to edit). */
export function recordsOf(body: Json, at: string, envelope: string): Json[] {
  if (envelope === 'item' || envelope === 'receipt') {
    const record = dig(body, at);
    return isObject(record) ? [record] : [];
  }
  // A paginator may be a bare array of records (docs/content-api.md, "Envelopes").
  const found = dig(body, at) ?? dig(body, at.replace(/\.data$/, ''));
  return Array.isArray(found) ? found.filter(isObject) : [];
}

/** Every field name in the records, nested ones as `country.name` and `translations[].locale`. */
export function fieldsSent(records: Json[], prefix = ''): Set<string> {
  const names = new Set<string>();
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) {
      if (value === null || value === undefined) continue;
      names.add(prefix + key);
      const nested = isObject(value) ? [value] : Array.isArray(value) ? value.filter(isObject) : [];
      const inner = `${prefix}${key}${isObject(value) ? '.' : '[].'}`;
      for (const name of fieldsSent(nested, inner)) names.add(name);
    }
  }
  return names;
}

/** Calls `change(holder, key)` on each place a documented field name points at in a record. */
export function editField(
  record: Json,
  name: string,
  change: (holder: Json, key: string) => void,
): void {
  const dot = name.indexOf('.');
  if (dot < 0) return change(record, name);
  const head = name.slice(0, dot);
  const key = head.replace(/\[\]$/, '');
  const value = record[key];
  const holders = head.endsWith('[]') ? (Array.isArray(value) ? value : []) : [value];
  for (const holder of holders) {
    if (isObject(holder)) editField(holder, name.slice(dot + 1), change);
  }
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

/**
 * Where `after` differs from `before` with something other than nothing (null, '', false, []):
 * a field taken out must leave a gap, not another value.
 */
export function emptiedOnly(before: unknown, after: unknown, path = ''): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (isEmpty(after)) return [];
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, i) => emptiedOnly(item, after[i], `${path}[${i}]`));
  }
  if (isObject(before) && isObject(after)) {
    return Object.keys({ ...before, ...after }).flatMap((key) =>
      emptiedOnly(before[key], after[key], path ? `${path}.${key}` : key),
    );
  }
  return [`${path || 'the result'} (${JSON.stringify(after).slice(0, 60)})`];
}
