/** @jest-environment node */
import type {
  CacheHandlerValue,
  Handler,
} from '@fortedigital/nextjs-cache-handler/cache-handler.types';
import { createMemoryTier, estimateBytes, type InvalidationBus } from './memory-tier.mjs';

/**
 * Redis as the memory tier sees it: one store shared by every instance, where revalidating a tag
 * removes the entries that list it and marks a path tag (`_N_T_…`) as revalidated now, as the
 * package's redis-strings handler does. Counts reads, so a test can tell memory hits from Redis.
 */
function sharedStore() {
  const entries = new Map<string, CacheHandlerValue>();
  const revalidated = new Map<string, number>();
  let reads = 0;
  let pending: Promise<void> | null = null;
  const handler: Handler = {
    name: 'fake-redis',
    async get(key, { implicitTags }) {
      reads += 1;
      const value = entries.get(key) ?? null;
      // A read that takes long enough for something else to happen meanwhile.
      if (pending) await pending;
      if (!value) return null;
      const tags = [...value.tags, ...implicitTags];
      if (tags.some((tag) => (revalidated.get(tag) ?? -1) >= value.lastModified)) return null;
      return value;
    },
    async set(key, value, ctx) {
      if (ctx?.setOnlyIfNotExists && entries.has(key)) return;
      entries.set(key, value);
    },
    async revalidateTag(tag) {
      if (tag.startsWith('_N_T_')) revalidated.set(tag, clock);
      for (const [key, value] of entries) if (value.tags.includes(tag)) entries.delete(key);
    },
    async delete(key) {
      entries.delete(key);
    },
  };
  return {
    handler,
    entries,
    reads: () => reads,
    /** Holds every read until the returned function is called. */
    holdReads() {
      let release = () => {};
      pending = new Promise((resolve) => (release = resolve));
      return () => {
        pending = null;
        release();
      };
    },
  };
}

/** Redis pub/sub between instances: delivered asynchronously, in order, to every subscriber. */
function sharedBus() {
  const listeners = new Set<Parameters<InvalidationBus['listen']>[0]>();
  let up = true;
  const bus = (): InvalidationBus => ({
    async publish(message) {
      if (!up) throw new Error('Redis is down');
      await Promise.resolve();
      for (const listener of listeners) listener.onMessage(message);
    },
    listen(listener) {
      listeners.add(listener);
      listener.onSubscribed();
    },
  });
  return {
    bus,
    drop() {
      up = false;
      for (const listener of listeners) listener.onDown();
    },
    restore() {
      up = true;
      for (const listener of listeners) listener.onSubscribed();
    },
  };
}

let clock = 1_000;
function page(tags: string[], html = 'x'.repeat(100)): CacheHandlerValue {
  clock += 1;
  return {
    lastModified: clock,
    lifespan: null,
    tags,
    value: { kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: {}, status: 200 },
  } as unknown as CacheHandlerValue;
}

const noTags = { implicitTags: [] as string[] };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function cluster(bounds = { maxEntries: 100, maxBytes: 10_000_000 }) {
  const store = sharedStore();
  const network = sharedBus();
  const a = createMemoryTier({ handler: store.handler, bus: network.bus(), ...bounds });
  const b = createMemoryTier({ handler: store.handler, bus: network.bus(), ...bounds });
  // Each trusts its subscription once its own probe has come back.
  await settle();
  return { store, network, a, b };
}

describe('the memory tier in front of Redis', () => {
  it('serves a repeated read from memory without asking Redis again', async () => {
    const { store, a } = await cluster();
    await a.set('/en/news', page(['news']), {});
    const reads = store.reads();
    expect(await a.get('/en/news', noTags)).toMatchObject({ tags: ['news'] });
    expect(await a.get('/en/news', noTags)).toMatchObject({ tags: ['news'] });
    expect(store.reads()).toBe(reads);
    expect(a.stats()).toMatchObject({ usable: true, entries: 1 });
  });

  it('keeps a Redis hit in memory, so the second read is local', async () => {
    const { store, a, b } = await cluster();
    await a.set('/en/news', page(['news']), {});
    await b.get('/en/news', noTags);
    const reads = store.reads();
    await b.get('/en/news', noTags);
    expect(store.reads()).toBe(reads);
  });

  it("evicts a page from the other instance's memory when one instance revalidates its tag", async () => {
    const { store, a, b } = await cluster();
    await a.set('/en/news', page(['news']), {});
    await b.get('/en/news', noTags);
    expect(b.stats().entries).toBe(1);

    await a.revalidateTag('news');
    await settle();
    expect(b.stats().entries).toBe(0);
    expect(await b.get('/en/news', noTags)).toBeNull();
    expect(store.reads()).toBeGreaterThan(0);
  });

  it("makes a read that depends on a revalidated path miss on the other instance, though the entry doesn't list the path", async () => {
    // A provider read lists its own tags; the page path reading it comes with each read.
    const { a, b } = await cluster();
    const path = { implicitTags: ['_N_T_/en/news/7'] };
    await a.set('news-item-7', page(['news-7']), {});
    expect(await b.get('news-item-7', path)).not.toBeNull();

    await a.revalidateTag('_N_T_/en/news/7');
    await settle();
    expect(await b.get('news-item-7', path)).toBeNull();
  });

  it("replaces the other instance's copy when one instance writes a new version", async () => {
    const { a, b } = await cluster();
    await a.set('/en', page([], 'first'), {});
    await b.get('/en', noTags);
    await a.set('/en', page([], 'second'), {});
    await settle();
    expect(await b.get('/en', noTags)).toMatchObject({ value: { html: 'second' } });
  });

  it('does not keep a value read from Redis while a revalidation of it went by', async () => {
    const { store, a, b } = await cluster();
    await a.set('/en/news', page(['news']), {});
    // B's read reaches Redis before the revalidation and comes back after it.
    const release = store.holdReads();
    const racing = b.get('/en/news', noTags);
    await a.revalidateTag('news');
    await settle();
    release();
    expect(await racing).not.toBeNull();
    expect(b.stats().entries).toBe(0);
    expect(await b.get('/en/news', noTags)).toBeNull();
  });

  it('does not keep what a write-if-absent sent, since Redis may hold another version', async () => {
    const { a } = await cluster();
    await a.set('/en', page([]), { setOnlyIfNotExists: true });
    expect(a.stats().entries).toBe(0);
  });

  it('reads from Redis alone while the subscription is down, and empties memory when it drops', async () => {
    const { store, network, a } = await cluster();
    await a.set('/en', page([]), {});
    network.drop();
    expect(a.stats()).toMatchObject({ usable: false, entries: 0 });
    const reads = store.reads();
    await a.get('/en', noTags);
    await a.get('/en', noTags);
    expect(store.reads()).toBe(reads + 2);
    expect(a.stats().entries).toBe(0);

    network.restore();
    await settle();
    expect(a.stats().usable).toBe(true);
    await a.get('/en', noTags);
    expect(a.stats().entries).toBe(1);
  });

  it('keeps memory off until its own probe comes back through Redis, sending it again meanwhile', async () => {
    const store = sharedStore();
    let failures = 2;
    let probes = 0;
    let deliver: ((message: string) => void) | null = null;
    const bus: InvalidationBus = {
      async publish(message) {
        if (message.includes('"probe"')) probes += 1;
        // The connection that publishes is not back yet when the subscription is.
        if (failures > 0) {
          failures -= 1;
          throw new Error('not connected');
        }
        deliver?.(message);
      },
      listen(listener) {
        deliver = (message) => listener.onMessage(message);
        listener.onSubscribed();
      },
    };
    const logged: string[] = [];
    const tier = createMemoryTier({
      handler: store.handler,
      bus,
      maxEntries: 10,
      maxBytes: 1_000_000,
      probeIntervalMs: 5,
      log: (message) => logged.push(message),
    });
    expect(tier.stats().usable).toBe(false);
    store.entries.set('/en', page([]));
    expect(await tier.get('/en', noTags)).not.toBeNull();
    expect(tier.stats().entries).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 50));
    // Two lost, the third came back; no more after that.
    expect(probes).toBe(3);
    expect(tier.stats().usable).toBe(true);
    // A lost probe is not worth a line in the log.
    expect(logged).toEqual([]);
  });

  it('holds no more entries than its bound, dropping the least recently used', async () => {
    const { a } = await cluster({ maxEntries: 3, maxBytes: 10_000_000 });
    for (const key of ['/1', '/2', '/3', '/4', '/5']) await a.set(key, page([]), {});
    expect(a.stats()).toMatchObject({ entries: 3, maxEntries: 3 });
  });

  it('holds no more bytes than its bound, and never an entry over a quarter of it', async () => {
    const bytes = estimateBytes(page([]).value);
    const { a } = await cluster({ maxEntries: 100, maxBytes: bytes * 10 });
    for (let i = 0; i < 30; i += 1) await a.set(`/${i}`, page([]), {});
    expect(a.stats().bytes).toBeLessThanOrEqual(bytes * 10);
    expect(a.stats().entries).toBeLessThan(10);

    // Served from Redis, never from memory.
    const kept = a.stats().entries;
    await a.set('/huge', page([], 'x'.repeat(bytes * 2)), {});
    expect(await a.get('/huge', noTags)).not.toBeNull();
    expect(a.stats().entries).toBe(kept);
  });
});

describe('estimateBytes', () => {
  it('counts two bytes a character for text and the length of buffers', () => {
    expect(estimateBytes('مرحبا')).toBe(10);
    expect(estimateBytes(Buffer.alloc(1000))).toBe(1000);
    expect(estimateBytes(new Map([['/a', Buffer.alloc(50)]]))).toBeGreaterThanOrEqual(54);
  });
});
