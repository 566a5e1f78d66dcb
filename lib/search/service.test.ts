/** @jest-environment node */
import type * as Engine from './engine';
import type { SearchDocument } from './engine';
import { buildIndex } from './engine';
import { searchDocuments } from './documents';
import { searchSite } from './service';

jest.mock('./documents', () => ({ searchDocuments: jest.fn() }));
jest.mock('./engine', () => {
  const actual = jest.requireActual<typeof Engine>('./engine');
  return { ...actual, buildIndex: jest.fn(actual.buildIndex) };
});
const read = jest.mocked(searchDocuments);
const build = jest.mocked(buildIndex);

function doc(id: string, title: string): SearchDocument {
  return {
    id: `news:${id}`,
    kind: 'news',
    title,
    summary: '',
    body: '',
    href: `/news/${id}`,
    date: null,
    open: null,
  };
}

const many = Array.from({ length: 23 }, (_, i) => doc(String(i), `Water report ${i}`));

describe('searchSite', () => {
  beforeEach(() => read.mockReset());

  it('reuses the index while the content is the same, and rebuilds it once it changes', async () => {
    build.mockClear();
    read.mockResolvedValue({ documents: [doc('1', 'Water diplomacy')], failed: [] });
    await searchSite('en', { q: 'water', kind: undefined, page: 1 });
    await searchSite('en', { q: 'diplomacy', kind: undefined, page: 1 });
    expect(build).toHaveBeenCalledTimes(1);

    // A revalidation changed what the provider's reads return.
    read.mockResolvedValue({
      documents: [doc('1', 'Water diplomacy'), doc('2', 'Drought')],
      failed: [],
    });
    const after = await searchSite('en', { q: 'drought', kind: undefined, page: 1 });
    expect(build).toHaveBeenCalledTimes(2);
    expect(after.items.map((item) => item.id)).toEqual(['news:2']);
  });

  it('pages ten results at a time and shows the last page for a page past the end', async () => {
    read.mockResolvedValue({ documents: many, failed: [] });
    const first = await searchSite('en', { q: 'water', kind: undefined, page: 1 });
    expect(first).toMatchObject({ total: 23, page: 1, lastPage: 3 });
    expect(first.items).toHaveLength(10);
    const past = await searchSite('en', { q: 'water', kind: undefined, page: 999 });
    expect(past).toMatchObject({ page: 3 });
    expect(past.items).toHaveLength(3);
  });

  it('filters by kind while counting every kind', async () => {
    read.mockResolvedValue({ documents: many, failed: [] });
    const tenders = await searchSite('en', { q: 'water', kind: 'tenders', page: 1 });
    expect(tenders).toMatchObject({ total: 23, counts: { news: 23 }, items: [] });
  });

  it('reads nothing for an empty query, and says when part of the content could not be read', async () => {
    const empty = await searchSite('en', { q: '   ', kind: undefined, page: 1 });
    expect(empty.items).toEqual([]);
    expect(read).not.toHaveBeenCalled();

    read.mockResolvedValue({ documents: many, failed: ['tenders'] });
    expect(await searchSite('ar', { q: 'water', kind: undefined, page: 1 })).toMatchObject({
      unavailable: ['tenders'],
    });
  });
});
