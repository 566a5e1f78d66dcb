/** @jest-environment node */
/**
 * Which cache tags each provider read carries: what `POST /api/revalidate` with a family's tag
 * refreshes (docs/operations.md, "What is cached, and for how long"). A read tagged with the wrong
 * family would keep showing an edited item after the CMS's webhook; one tagged with none would
 * never be refreshed but by `content`.
 */
import type { Locale } from '@/lib/i18n/locales';
import { TAGS } from './cache';
import * as site from './index';
import { cache } from './__fixtures__/next-cache';

// Next's data cache, recording the key parts and tags of every cached read as it is called.
jest.mock('next/cache', () => jest.requireActual('./__fixtures__/next-cache'));

const family: [string, (locale: Locale) => Promise<unknown>, string[]][] = [
  ['getSliders', (l) => site.getSliders(l), [TAGS.sliders]],
  ['getProjects', (l) => site.getProjects(l), [TAGS.projects]],
  ['getProject', (l) => site.getProject(l, '1'), [TAGS.projects]],
  ['getNews', (l) => site.getNews(l), [TAGS.news]],
  ['getNewsItem', (l) => site.getNewsItem(l, '1'), [TAGS.news]],
  ['getStories', (l) => site.getStories(l), [TAGS.stories]],
  ['getStory', (l) => site.getStory(l, '1'), [TAGS.stories]],
  ['getCopNews', (l) => site.getCopNews(l), [TAGS.copNews]],
  ['getCopNewsItem', (l) => site.getCopNewsItem(l, '1'), [TAGS.copNews]],
  ['getEvents', (l) => site.getEvents(l), [TAGS.events]],
  ['getEvent', (l) => site.getEvent(l, '1'), [TAGS.events]],
  ['getHomeEvents', (l) => site.getHomeEvents(l), [TAGS.news, TAGS.events]],
  ['getPublications', (l) => site.getPublications(l), [TAGS.publications]],
  ['getPublication', (l) => site.getPublication(l, '1'), [TAGS.publications]],
  ['getTenders', (l) => site.getTenders(l), [TAGS.tenders]],
  ['getTender', (l) => site.getTender(l, '1'), [TAGS.tenders]],
  ['getVacancies', (l) => site.getVacancies(l), [TAGS.vacancies]],
  ['getVacancy', (l) => site.getVacancy(l, '1'), [TAGS.vacancies]],
  ['getGalleryImages', (l) => site.getGalleryImages(l), [TAGS.gallery]],
  ['getGalleryImage', (l) => site.getGalleryImage(l, '1'), [TAGS.gallery]],
  ['getTeamMembers', (l) => site.getTeamMembers(l), [TAGS.team]],
  ['getPartners', (l) => site.getPartners(l), [TAGS.partners]],
  ['getPressPage', (l) => site.getPressPage(l), [TAGS.press]],
  ['getPressItems', (l) => site.getPressItems(l), [TAGS.press]],
  ['getMemberStates', (l) => site.getMemberStates(l), [TAGS.memberStates]],
  ['getCountries', (l) => site.getCountries(l), [TAGS.countries]],
  ['getPrograms', (l) => site.getPrograms(l), [TAGS.programs]],
  ['getImpacts', (l) => site.getImpacts(l), [TAGS.impacts]],
  ['getSystemCharts', (l) => site.getSystemCharts(l), [TAGS.systemCharts]],
  ['getCop', (l) => site.getCop(l), [TAGS.cop]],
  ['getEditorialPage', (l) => site.getEditorialPage(l, 'about'), [TAGS.pages]],
];

/** The one cached read a getter made, its key's name and its tags. */
async function readOf(get: (locale: Locale) => Promise<unknown>) {
  cache.clear();
  await get('fr');
  expect(cache.calls).toHaveLength(1);
  const { keyParts, options } = cache.calls[0]!;
  return { keyParts, tags: options.tags ?? [] };
}

describe('every cached provider read', () => {
  it.each(family)('%s is tagged content and its own family', async (_, get, tags) => {
    expect((await readOf(get)).tags).toEqual([TAGS.all, ...tags]);
  });

  it('has a name of its own, so that no two reads share a cache entry', async () => {
    const names: string[] = [];
    for (const [, get] of family) names.push((await readOf(get)).keyParts.join(' '));
    expect(new Set(names).size).toBe(family.length);
    expect(names.every((name) => /^provider embedded \S/.test(name))).toBe(true);
  });

  it('but a free-text search, which is never stored', async () => {
    cache.clear();
    await site.searchPublications('fr', { q: 'eau' });
    expect(cache.calls).toEqual([]);
  });
});
