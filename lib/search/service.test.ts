/** @jest-environment node */
import type * as Engine from './engine';
import type { SearchDocument } from './engine';
import { buildIndex } from './engine';
import { searchDocuments } from './documents';
import {
  refreshSearch,
  SEARCH_REFRESH_MS,
  searchReady,
  searchSite,
  searchWarmedUp,
  warmSearch,
} from './service';

/** What `after()` was given: run when a test says the response has been sent. */
const afterResponse: (() => Promise<unknown>)[] = [];
jest.mock('next/server', () => ({
  after: (task: () => Promise<unknown>) => afterResponse.push(task),
}));
const sendResponses = async () => {
  while (afterResponse.length > 0) await afterResponse.shift()!();
};

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
  beforeEach(async () => {
    // No index left from the test before: the warm-up a webhook starts finds nothing to read.
    read.mockReset();
    read.mockRejectedValue(new Error('no content yet'));
    refreshSearch();
    await sendResponses();
    read.mockReset();
    build.mockClear();
  });

  // First: the latch it checks is set once per process.
  it('is warmed up once every index is built, and stays so while a webhook rebuilds them', async () => {
    read.mockResolvedValue({ documents: [doc('1', 'Water diplomacy')], failed: [] });
    expect(searchWarmedUp()).toBe(false);
    warmSearch();
    expect(searchWarmedUp()).toBe(false);
    await sendResponses();
    expect(searchWarmedUp()).toBe(true);
    refreshSearch();
    expect(searchReady()).toBe(false);
    expect(searchWarmedUp()).toBe(true);
    await sendResponses();
  });

  it('builds each index when the instance starts, and a search then reads no document', async () => {
    read.mockResolvedValue({ documents: [doc('1', 'Water diplomacy')], failed: [] });
    warmSearch();
    expect(searchReady()).toBe(false);
    await sendResponses();
    expect(searchReady()).toBe(true);
    expect(read).toHaveBeenCalledTimes(4);
    read.mockClear();
    for (const q of ['water', 'diplomacy', 'drought'])
      await searchSite('en', { q, kind: undefined, page: 1 });
    expect(read).not.toHaveBeenCalled();
    expect(build).toHaveBeenCalledTimes(4);
  });

  it('shows the new content on the first search after the webhook', async () => {
    read.mockResolvedValue({ documents: [doc('1', 'Water diplomacy')], failed: [] });
    await searchSite('en', { q: 'water', kind: undefined, page: 1 });
    read.mockResolvedValue({
      documents: [doc('1', 'Water diplomacy'), doc('2', 'Drought')],
      failed: [],
    });
    refreshSearch();
    const after = await searchSite('en', { q: 'drought', kind: undefined, page: 1 });
    expect(after.items.map((item) => item.id)).toEqual(['news:2']);
  });

  it('answers from an index older than the reads at once, and rebuilds it after the response', async () => {
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    read.mockResolvedValue({ documents: [doc('1', 'Water diplomacy')], failed: [] });
    await searchSite('fr', { q: 'water', kind: undefined, page: 1 });
    read.mockResolvedValue({ documents: [doc('2', 'Drought')], failed: [] });
    now.mockReturnValue(1_000_000 + SEARCH_REFRESH_MS + 1);
    const stale = await searchSite('fr', { q: 'water', kind: undefined, page: 1 });
    expect(stale.items.map((item) => item.id)).toEqual(['news:1']);
    await sendResponses();
    const fresh = await searchSite('fr', { q: 'drought', kind: undefined, page: 1 });
    expect(fresh.items.map((item) => item.id)).toEqual(['news:2']);
    now.mockRestore();
  });

  it('keeps the index it has when a rebuild finds the same documents', async () => {
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(2_000_000);
    read.mockResolvedValue({ documents: [doc('1', 'Water diplomacy')], failed: [] });
    await searchSite('fa', { q: 'water', kind: undefined, page: 1 });
    now.mockReturnValue(2_000_000 + SEARCH_REFRESH_MS + 1);
    await searchSite('fa', { q: 'water', kind: undefined, page: 1 });
    await sendResponses();
    expect(read).toHaveBeenCalledTimes(2);
    expect(build).toHaveBeenCalledTimes(1);
    now.mockRestore();
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
