/** @jest-environment node */
import { content } from './content';

const LANGS = ['en', 'fr', 'ar', 'fa'];

/** Every L10n object in the seed content, with where it is. */
function texts(value: unknown, where = ''): { where: string; text: Record<string, unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${where}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  if ('en' in record && 'ar' in record) return [{ where, text: record }];
  return Object.entries(record).flatMap(([key, child]) => texts(child, `${where}.${key}`));
}

describe('seed content', () => {
  it('has the amounts the site needs', () => {
    expect(content.sliders.sliders.length).toBeGreaterThanOrEqual(3);
    expect(content.projects.length).toBeGreaterThanOrEqual(8);
    expect(content.news.length).toBeGreaterThanOrEqual(8);
    expect(content.events.length).toBeGreaterThanOrEqual(6);
    expect(content.stories.length).toBeGreaterThanOrEqual(4);
    expect(content.publications.length).toBeGreaterThanOrEqual(6);
    expect(content.tenders.length).toBeGreaterThanOrEqual(4);
    expect(content.vacancies.length).toBeGreaterThanOrEqual(3);
    expect(content.memberStates.members).toHaveLength(22);
    expect(content.gallery.length).toBeGreaterThanOrEqual(8);
  });

  it('writes every text in all four languages', () => {
    const all = texts(content);
    expect(all.length).toBeGreaterThan(300);
    const incomplete = all.filter(({ text }) =>
      LANGS.some((lang) => typeof text[lang] !== 'string' || (text[lang] as string).trim() === ''),
    );
    expect(incomplete.map((t) => t.where)).toEqual([]);
  });

  it('writes Persian with Persian letters, not Arabic ي and ك', () => {
    const arabicLetters = texts(content).filter(({ text }) => /[يك]/.test(String(text.fa)));
    expect(arabicLetters.map((t) => t.where)).toEqual([]);
  });

  it('keeps at least two tenders open whenever the site runs (deadlines relative to today)', () => {
    const open = content.tenders.filter(
      (t) => !t.is_expired && 'offset_days' in t.deadline && t.deadline.offset_days > 0,
    );
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(content.tenders.some((t) => t.is_expired)).toBe(true);
  });

  it('uses unique ids in every collection', () => {
    for (const items of [
      content.projects,
      content.news,
      content.events,
      content.stories,
      content.publications,
      content.tenders,
      content.vacancies,
      content.gallery,
      content.team,
      content.partners,
    ]) {
      const ids = items.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
