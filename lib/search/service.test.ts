/** @jest-environment node */
import type * as Engine from './engine';
import type { SearchDocument } from './engine';
import type * as Service from './service';

/**
 * Next never runs the `after()` callbacks of a request whose client has left (a probe cut off
 * by its timeout): here it runs none, so nothing the search needs may be handed to it.
 */
const mockAfter = jest.fn();
jest.mock('next/server', () => ({ after: mockAfter }));
const mockRead = jest.fn<
  Promise<{ documents: SearchDocument[]; failed: Engine.SearchKind[] }>,
  [string]
>();
jest.mock('./documents', () => ({ searchDocuments: (locale: string) => mockRead(locale) }));
const mockBuild = jest.fn<Engine.SearchIndex, Parameters<typeof Engine.buildIndex>>();
jest.mock('./engine', () => {
  const actual = jest.requireActual<typeof Engine>('./engine');
  mockBuild.mockImplementation(actual.buildIndex);
  return {
    ...actual,
    buildIndex: (...args: Parameters<typeof Engine.buildIndex>) => mockBuild(...args),
  };
});
const read = mockRead;
const build = mockBuild;

/** Lets the work started beside a response (a rebuild, the warm-up) run to its end. */
const settle = async () => {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

/** The module as a new process has it: its indexes live on globalThis, once per process. */
let service: typeof Service;
beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('inwrdam.search-indexes')];
  jest.isolateModules(() => {
    service = jest.requireActual<typeof Service>('./service');
  });
  // The warm-up's retries wait on timers that fire only when a test says so.
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask', 'Date'] });
  read.mockReset();
  build.mockClear();
  mockAfter.mockClear();
});

afterEach(() => {
  jest.useRealTimers();
});

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

describe('service.searchSite', () => {
  // First: the latch it checks is set once per process.
  it('is warmed up once every index is built, and stays so while a webhook rebuilds them', async () => {
    read.mockResolvedValue({ documents: [doc('1', 'Water diplomacy')], failed: [] });
    expect(service.searchWarmedUp()).toBe(false);
    const warming = service.warmSearch();
    expect(service.searchWarmedUp()).toBe(false);
    await warming;
    expect(service.searchWarmedUp()).toBe(true);
    service.refreshSearch();
    expect(service.searchReady()).toBe(false);
    expect(service.searchWarmedUp()).toBe(true);
    await settle();
  });

  it('builds every index once, whatever happened to the checks that asked, and never through after()', async () => {
    read.mockResolvedValue({ documents: [doc('1', 'Water diplomacy')], failed: [] });
    // Sixty probes at once, each gone before its answer: all of them share one warm-up.
    const probes = Array.from({ length: 60 }, () => service.warmSearch());
    expect(new Set(probes).size).toBe(1);
    await Promise.all(probes);
    expect(service.searchReady()).toBe(true);
    expect(read).toHaveBeenCalledTimes(4);
    expect(mockAfter).not.toHaveBeenCalled();
  });

  it('tries a failed build again, with a growing pause, until every index is built', async () => {
    const failures = 2;
    read.mockImplementation(async (locale) => {
      if (locale === 'ar' && read.mock.calls.filter(([asked]) => asked === 'ar').length <= failures)
        throw new Error('provider down');
      return { documents: [doc('1', 'Water diplomacy')], failed: [] };
    });
    const warming = service.warmSearch();
    await settle();
    expect(service.searchReady()).toBe(false);
    await jest.advanceTimersByTimeAsync(service.warmupRetryDelay(0));
    await settle();
    expect(service.searchReady()).toBe(false);
    await jest.advanceTimersByTimeAsync(service.warmupRetryDelay(1));
    await warming;
    expect(service.searchReady()).toBe(true);
    expect(read.mock.calls.filter(([asked]) => asked === 'ar')).toHaveLength(failures + 1);
    expect([0, 1, 2, 5, 6].map(service.warmupRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 30_000, 30_000,
    ]);
  });

  it('builds each index when the instance starts, and a search then reads no document', async () => {
    read.mockResolvedValue({ documents: [doc('1', 'Water diplomacy')], failed: [] });
    const warming = service.warmSearch();
    expect(service.searchReady()).toBe(false);
    await warming;
    expect(service.searchReady()).toBe(true);
    expect(read).toHaveBeenCalledTimes(4);
    read.mockClear();
    for (const q of ['water', 'diplomacy', 'drought'])
      await service.searchSite('en', { q, kind: undefined, page: 1 });
    expect(read).not.toHaveBeenCalled();
    expect(build).toHaveBeenCalledTimes(4);
  });

  it('shows the new content on the first search after the webhook', async () => {
    read.mockResolvedValue({ documents: [doc('1', 'Water diplomacy')], failed: [] });
    await service.searchSite('en', { q: 'water', kind: undefined, page: 1 });
    read.mockResolvedValue({
      documents: [doc('1', 'Water diplomacy'), doc('2', 'Drought')],
      failed: [],
    });
    service.refreshSearch();
    const after = await service.searchSite('en', { q: 'drought', kind: undefined, page: 1 });
    expect(after.items.map((item) => item.id)).toEqual(['news:2']);
  });

  it('answers from an index older than the reads at once, and rebuilds it beside the response', async () => {
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    read.mockResolvedValue({ documents: [doc('1', 'Water diplomacy')], failed: [] });
    await service.searchSite('fr', { q: 'water', kind: undefined, page: 1 });
    read.mockResolvedValue({ documents: [doc('2', 'Drought')], failed: [] });
    now.mockReturnValue(1_000_000 + service.SEARCH_REFRESH_MS + 1);
    const stale = await service.searchSite('fr', { q: 'water', kind: undefined, page: 1 });
    expect(stale.items.map((item) => item.id)).toEqual(['news:1']);
    await settle();
    const fresh = await service.searchSite('fr', { q: 'drought', kind: undefined, page: 1 });
    expect(fresh.items.map((item) => item.id)).toEqual(['news:2']);
    now.mockRestore();
  });

  it('keeps the index it has when a rebuild finds the same documents', async () => {
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(2_000_000);
    read.mockResolvedValue({ documents: [doc('1', 'Water diplomacy')], failed: [] });
    await service.searchSite('fa', { q: 'water', kind: undefined, page: 1 });
    now.mockReturnValue(2_000_000 + service.SEARCH_REFRESH_MS + 1);
    await service.searchSite('fa', { q: 'water', kind: undefined, page: 1 });
    await settle();
    expect(read).toHaveBeenCalledTimes(2);
    expect(build).toHaveBeenCalledTimes(1);
    now.mockRestore();
  });

  it('pages ten results at a time and shows the last page for a page past the end', async () => {
    read.mockResolvedValue({ documents: many, failed: [] });
    const first = await service.searchSite('en', { q: 'water', kind: undefined, page: 1 });
    expect(first).toMatchObject({ total: 23, page: 1, lastPage: 3 });
    expect(first.items).toHaveLength(10);
    const past = await service.searchSite('en', { q: 'water', kind: undefined, page: 999 });
    expect(past).toMatchObject({ page: 3 });
    expect(past.items).toHaveLength(3);
  });

  it('filters by kind while counting every kind', async () => {
    read.mockResolvedValue({ documents: many, failed: [] });
    const tenders = await service.searchSite('en', { q: 'water', kind: 'tenders', page: 1 });
    expect(tenders).toMatchObject({ total: 23, counts: { news: 23 }, items: [] });
  });

  it('reads nothing for an empty query, and says when part of the content could not be read', async () => {
    const empty = await service.searchSite('en', { q: '   ', kind: undefined, page: 1 });
    expect(empty.items).toEqual([]);
    expect(read).not.toHaveBeenCalled();

    read.mockResolvedValue({ documents: many, failed: ['tenders'] });
    expect(await service.searchSite('ar', { q: 'water', kind: undefined, page: 1 })).toMatchObject({
      unavailable: ['tenders'],
    });
  });
});
