// The shared cache's first tier: a bounded copy of Redis entries in each instance's memory, kept
// correct across instances by invalidation messages (docs/shared-cache.md).
//
// @fortedigital/nextjs-cache-handler offers the pieces but not the whole: its `local-lru`
// handler is a bounded LRU whose revalidations stay inside one process, its handler list falls
// through to the next handler only when one throws (a miss in memory would never reach Redis),
// and its `composite` handler reads through but neither copies a Redis hit into memory nor writes
// to more than one tier. We take its LRU (`createConfiguredCache`, lru-cache bounded by entries
// and bytes) and add here what is missing: read-through, write-through, and eviction on every
// instance when any instance revalidates or rewrites an entry.
import { createConfiguredCache } from '@fortedigital/nextjs-cache-handler/local-lru';

/**
 * What an entry weighs in memory, over-estimated: two bytes per string character (V8 keeps a
 * string holding Arabic or Persian text at two bytes a character), buffers at their length.
 * @param {unknown} value
 * @returns {number}
 */
export function estimateBytes(value, depth = 0) {
  if (typeof value === 'string') return value.length * 2;
  if (value === null || value === undefined || depth > 6) return 8;
  if (typeof value !== 'object') return 8;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  let total = 16;
  const entries = value instanceof Map ? value.entries() : Object.entries(value);
  for (const [key, inner] of entries) {
    total += estimateBytes(key, depth + 1) + estimateBytes(inner, depth + 1);
  }
  return total;
}

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} Handler
 * @typedef {import('./memory-tier.d.mts').InvalidationBus} InvalidationBus
 * @typedef {{ value: import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerValue, seq: number, size: number }} Copy
 */

/** Past this many revalidated tags remembered, memory is emptied instead (see `#tagSeq`). */
const MAX_REMEMBERED_TAGS = 10_000;
/** How often the probe is sent again while it has not come back. */
const PROBE_INTERVAL_MS = 1_000;

/**
 * Puts a bounded memory tier in front of `handler` (the Redis handler).
 *
 * Correctness rests on three rules (docs/shared-cache.md, "Why a copy cannot outlive a
 * revalidation"):
 * 1. Every revalidation or rewrite, made by any instance, reaches every instance's memory through
 *    `bus` (Redis pub/sub) after Redis itself has changed.
 * 2. A value read from Redis is kept only if no invalidation arrived while it was being read: a
 *    read that raced a revalidation may carry the old value.
 * 3. Memory is used only while the bus is known to deliver: from the moment this instance
 *    receives its own probe message until the subscription drops. A dropped subscription may have
 *    missed messages, so memory is emptied then.
 *
 * @param {{ handler: Handler, bus: InvalidationBus, maxEntries: number, maxBytes: number,
 *   log?: (message: string) => void, probeIntervalMs?: number }} options
 */
export function createMemoryTier({
  handler,
  bus,
  maxEntries,
  maxBytes,
  log = () => {},
  probeIntervalMs = PROBE_INTERVAL_MS,
}) {
  const memory = createConfiguredCache((/** @type {Copy} */ copy) => copy.size, {
    maxItemsNumber: maxEntries,
    maxItemSizeBytes: maxBytes,
  });
  /** One entry may take at most a quarter of the tier, so one huge page cannot empty it. */
  const maxEntryBytes = Math.max(1, Math.floor(maxBytes / 4));
  const id = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  /** Counts invalidations seen (and outages): a read spanning a change of `seq` is not kept. */
  let seq = 0;
  /**
   * When each tag was last revalidated, as a `seq`. Needed for the tags an entry does not list:
   * Next passes a page's path tags (`_N_T_/…`) with each read of the data it used, so
   * `revalidatePath` reaches those reads only through this check.
   * @type {Map<string, number>}
   */
  const tagSeq = new Map();
  let usable = false;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let probing;
  /** The probe this instance waits for before trusting the bus; null once received. */
  let awaitedProbe = /** @type {string | null} */ (null);

  function forgetAll() {
    seq += 1;
    memory.clear();
    tagSeq.clear();
  }

  /** @param {string} tag */
  function expireTag(tag) {
    seq += 1;
    tagSeq.set(tag, seq);
    for (const [key, copy] of memory.entries()) {
      if (copy.value.tags.includes(tag)) memory.delete(key);
    }
    if (tagSeq.size > MAX_REMEMBERED_TAGS) forgetAll();
  }

  /** @param {string} key */
  function expireKey(key) {
    seq += 1;
    memory.delete(key);
  }

  /** @param {Record<string, unknown>} message */
  function publish(message) {
    return bus.publish(JSON.stringify({ from: id, ...message })).catch((/** @type {Error} */ e) => {
      // Redis is then unreachable for the others too: they empty their memory when their
      // subscription drops (rule 3). A lost probe is sent again, and says nothing new.
      if (message.probe === undefined) {
        log(`[cache] could not tell the other instances: ${e.message}`);
      }
    });
  }

  bus.listen({
    onMessage(text) {
      /** @type {{ from?: string, tag?: string, key?: string, probe?: string }} */
      let message;
      try {
        message = JSON.parse(text);
      } catch {
        return;
      }
      if (message.probe !== undefined) {
        if (message.from === id && message.probe === awaitedProbe) {
          awaitedProbe = null;
          clearInterval(probing);
          forgetAll();
          usable = true;
        }
        return;
      }
      // This instance applied its own change before publishing it.
      if (message.from === id) return;
      if (typeof message.tag === 'string') expireTag(message.tag);
      else if (typeof message.key === 'string') expireKey(message.key);
    },
    onSubscribed() {
      // Trusted only once a message sent now comes back: the subscription is then live. Sent
      // again until it does, in case the connection that publishes was down meanwhile.
      awaitedProbe = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      clearInterval(probing);
      probing = setInterval(() => {
        if (awaitedProbe === null) clearInterval(probing);
        else publish({ probe: awaitedProbe });
      }, probeIntervalMs);
      probing.unref?.();
      publish({ probe: awaitedProbe });
    },
    onDown() {
      usable = false;
      awaitedProbe = null;
      clearInterval(probing);
      forgetAll();
    },
  });

  /**
   * @param {Copy} copy
   * @param {readonly string[]} implicitTags
   */
  function current(copy, implicitTags) {
    for (const tags of [copy.value.tags, implicitTags]) {
      for (const tag of tags) {
        if ((tagSeq.get(tag) ?? -1) > copy.seq) return false;
      }
    }
    return true;
  }

  /**
   * @param {string} key
   * @param {Copy['value']} value
   * @param {number} readAt the `seq` when the value was read or written
   */
  function keep(key, value, readAt) {
    if (!usable || seq !== readAt) return;
    const size = Math.max(1, estimateBytes(value.value) + estimateBytes(value.tags));
    if (size > maxEntryBytes) return;
    memory.set(key, { value, seq: readAt, size });
  }

  /** @type {Handler & { stats(): import('./memory-tier.d.mts').MemoryTierStats }} */
  const tiered = {
    name: `memory+${handler.name}`,
    async get(key, ctx) {
      if (usable) {
        const copy = memory.get(key);
        if (copy && current(copy, ctx.implicitTags)) return copy.value;
        if (copy) memory.delete(key);
      }
      const readAt = seq;
      const value = await handler.get(key, ctx);
      if (value) keep(key, value, readAt);
      return value;
    },
    async set(key, value, ctx) {
      const writtenAt = seq;
      await handler.set(key, value, ctx);
      // A write that keeps an entry already in Redis (the build's pages copied at start-up) may
      // not have written anything: what Redis holds is not known here.
      if (ctx?.setOnlyIfNotExists) return;
      memory.delete(key);
      keep(key, value, writtenAt);
      await publish({ key });
    },
    async revalidateTag(tag) {
      try {
        await handler.revalidateTag(tag);
      } finally {
        expireTag(tag);
      }
      await publish({ tag });
    },
    async delete(key) {
      // Called when an entry's lifetime has passed, which every instance sees for itself.
      expireKey(key);
      await handler.delete?.(key);
    },
    async prepare() {
      await handler.prepare?.();
    },
    stats() {
      return {
        usable,
        entries: memory.size,
        bytes: memory.calculatedSize ?? 0,
        maxEntries,
        maxBytes,
      };
    },
  };
  return tiered;
}
