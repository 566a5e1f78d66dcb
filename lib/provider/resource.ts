import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { cachedRead, keepFallbackBrief, type Tag } from './cache';
import { isNotFound, logProviderFailure, ProviderError } from './errors';
import { providerRequest, remoteProviderBase } from './http';
import { cleanImageUrl, id, pickText, unwrapItem, unwrapPaged, type RawRecord } from './reshape';
import type { Paged } from './types';

export interface ListOptions {
  page?: number;
  perPage?: number;
  [filter: string]: string | number | undefined;
}

/** Turns one raw provider record into what the site shows, or null when it lacks the essentials. */
export type Reshape<T> = (raw: RawRecord, locale: Locale) => T | null;

type Unwrap = <T>(body: unknown, path: string, map: (raw: RawRecord) => T | null) => Paged<T>;

/** The first of `keys` that holds a usable image URL, made absolute against the provider. */
export function image(raw: RawRecord, ...keys: string[]): string | null {
  for (const key of keys) {
    const url = cleanImageUrl(raw[key], remoteProviderBase());
    if (url) return url;
  }
  return null;
}

type Keyed<K extends string, Fields> = { id: string } & Record<K, string> & Fields;

/**
 * A reshaper for records that need an id and a plain-text name (`title`, or `name` for people and
 * organisations): a record without either is dropped from its list, and is a shape error as a
 * detail. `build` adds the kind's own fields to the two.
 */
export function keyed<K extends string, Fields extends object>(
  textKey: K,
  build: (raw: RawRecord, locale: Locale) => Fields,
): Reshape<Keyed<K, Fields>> {
  return (raw, locale) => {
    const key = id(raw);
    const text = pickText(raw, textKey, locale);
    if (!key || !text) return null;
    // A computed key is typed as a string index by TypeScript: the cast names it.
    return { id: key, [textKey]: text, ...build(raw, locale) } as Keyed<K, Fields>;
  };
}

function query(options: ListOptions = {}): Record<string, string | number | undefined> {
  const { page, perPage, ...filters } = options;
  return { page, per_page: perPage, ...filters };
}

/**
 * A detail record the provider answered with but that lacks what every item has (an id, a
 * title): a provider defect, not an unknown id, so it is an error and never a cached 404.
 */
function required<T>(item: T | null, path: string): T {
  if (item === null) throw new ProviderError('shape', path, 'Invalid response shape');
  return item;
}

/** Detail getters answer null for an unknown id so pages can call notFound(). */
async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * A cached detail read. The provider's "not found" is thrown through the cache, which stores
 * only what resolves, and turned into null outside it: an unknown id (any string a stranger
 * types) never becomes a cache entry (docs/operations.md, "What is cached, and for how long").
 */
export function cachedItem<Result>(
  name: string,
  tags: readonly Tag[],
  read: (locale: Locale, key: string) => Promise<Result>,
): (locale: Locale, key: string) => Promise<Result | null> {
  const cached = cachedRead(name, tags, read);
  return (locale, key) => orNull(cached(locale, key));
}

/**
 * Runs a read and, when it fails, logs the failure once on the server and returns the section's
 * fallback (an empty list, default links…), so one failed read never takes the whole page down.
 * A statically rendered page that falls back is kept only briefly, so it mends itself once the
 * provider answers again (docs/operations.md, "What is cached, and for how long").
 */
export async function withFallback<T>(read: Promise<T>, fallback: T, context: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    logProviderFailure(context, error);
    await keepFallbackBrief();
    return fallback;
  }
}

/**
 * The most pages of 100 items `everyItem` reads from one list (10,000 items), and how many it
 * reads at once. A provider claiming millions of pages once made a single sitemap request fire millions
 * of reads and exhaust the server's memory; the walk is bounded instead (docs/operations.md, "Running in
 * production").
 */
export const MAX_ALL_PAGES = 100;
export const ALL_CONCURRENCY = 4;
/** Items per read of `everyItem` (and of `newest`, which shares its first read). */
export const ALL_PAGE_SIZE = 100;

/**
 * Every item of a list, 100 a call, within the bounds above; each id once. The reads are the list
 * pages' own, cached and tagged the same. Prerendering, the sitemap and the search index all walk
 * lists this way.
 */
export async function everyItem<T extends { id: string | null }>(
  list: (locale: Locale, options: ListOptions) => Promise<Paged<T>>,
  locale: Locale,
): Promise<T[]> {
  const first = await list(locale, { page: 1, perPage: ALL_PAGE_SIZE });
  const last = Math.min(first.lastPage, MAX_ALL_PAGES);
  const items = new Map<string, T>();
  /** Keeps the page's items not seen before; says whether there was one. */
  const add = (page: Paged<T>) => {
    let grew = false;
    for (const item of page.items) {
      if (item.id && !items.has(item.id)) {
        items.set(item.id, item);
        grew = true;
      }
    }
    return grew;
  };
  add(first);
  for (let next = 2; next <= last; next += ALL_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(ALL_CONCURRENCY, last - next + 1) }, (_, index) =>
      list(locale, { page: next + index, perPage: ALL_PAGE_SIZE }),
    );
    // Every page of the batch is kept (`map`: `some` would stop at the first that brings one).
    // Pages that bring nothing new (empty, or the same items again): the list has ended,
    // whatever its last_page said.
    if (!(await Promise.all(batch)).map(add).includes(true)) break;
  }
  return [...items.values()];
}

/**
 * The first `count` items of a list, in the list's own order (newest first for articles): what
 * its first pages show. One read, the same cached one `everyItem` starts with, so prerendering
 * costs no read the sitemap does not make anyway. At most `ALL_PAGE_SIZE` items.
 */
export async function firstItems<T extends { id: string | null }>(
  list: (locale: Locale, options: ListOptions) => Promise<Paged<T>>,
  locale: Locale,
  count: number,
): Promise<T[]> {
  const first = await list(locale, { page: 1, perPage: ALL_PAGE_SIZE });
  return first.items.slice(0, count);
}

/** How a paged content kind is listed: the provider's path, its cache tag, its reshaper. */
export interface ListingSpec<Summary> {
  path: string;
  tag: Tag;
  /** The list read's cache name (part of every cache key). */
  name: string;
  /** The reshaper of the list's items. */
  summary: Reshape<Summary>;
  /** How the paginator is enveloped; most lists answer `{ success, data: paginator }`. */
  unwrap?: Unwrap;
}

/** A kind whose items also have a page each, `${path}/{id}`, cached under `itemName`. */
export interface ResourceSpec<Summary, Item> extends ListingSpec<Summary> {
  itemName: string;
  reshape: Reshape<Item>;
}

/**
 * A paged list read from its description: `list` (one page, cached), `all` (every item, bounded,
 * for the sitemap, feeds and search), `first` (the list's first items, which the build
 * prerenders) and `search` (one page, shared within a request but never stored: for free text,
 * where every string a visitor types would otherwise become a cache entry).
 */
export function listing<Summary extends { id: string | null }>(spec: ListingSpec<Summary>) {
  const unwrap = spec.unwrap ?? unwrapPaged;
  const read = async (locale: Locale, options?: ListOptions): Promise<Paged<Summary>> => {
    const body = await providerRequest({ path: spec.path, locale, query: query(options) });
    return unwrap(body, spec.path, (raw) => spec.summary(raw, locale));
  };
  const list = cachedRead(spec.name, [spec.tag], read);
  return {
    list,
    search: cache(read),
    all: (locale: Locale) => everyItem(list, locale),
    first: (locale: Locale, count: number) => firstItems(list, locale, count),
  };
}

/** A listing plus `get`, the detail read: by id, or by slug where the provider accepts one. */
export function resource<Summary extends { id: string | null }, Item>(
  spec: ResourceSpec<Summary, Item>,
) {
  const get = cachedItem(spec.itemName, [spec.tag], async (locale: Locale, key: string) => {
    const path = `${spec.path}/${encodeURIComponent(key)}`;
    const body = await providerRequest({ path, locale });
    return required(spec.reshape(unwrapItem(body, path), locale), path);
  });
  return { ...listing(spec), get };
}

/** A small list read whole in one call (countries, programmes, impacts…), cached as one entry. */
export function catalogue<T>(spec: {
  path: string;
  tag: Tag;
  name: string;
  reshape: Reshape<T>;
  query?: Record<string, number>;
}): (locale: Locale) => Promise<T[]> {
  return cachedRead(spec.name, [spec.tag], async (locale: Locale) => {
    const body = await providerRequest({ path: spec.path, locale, query: spec.query });
    return unwrapPaged(body, spec.path, (raw) => spec.reshape(raw, locale)).items;
  });
}
