/** @jest-environment node */
import { saysNoStore, withRouteTags } from './storable.mjs';

const route = (cacheControl?: string | string[]) => ({
  kind: 'APP_ROUTE',
  headers: cacheControl === undefined ? {} : { 'cache-control': cacheControl },
});

describe('saysNoStore', () => {
  it('refuses a route answer marked no-store, however the header is written', () => {
    expect(saysNoStore(route('no-store'))).toBe(true);
    expect(saysNoStore(route('private, No-Store, max-age=0'))).toBe(true);
    expect(saysNoStore(route(['public', 'no-store']))).toBe(true);
  });

  it('keeps what a cache may keep', () => {
    expect(saysNoStore(route('public, max-age=31536000, immutable'))).toBe(false);
    expect(saysNoStore(route('public, s-maxage=300, stale-while-revalidate=600'))).toBe(false);
    expect(saysNoStore(route())).toBe(false);
    expect(saysNoStore({ kind: 'FETCH', headers: { 'cache-control': 'no-store' } })).toBe(false);
    expect(saysNoStore(null)).toBe(false);
  });
});

describe('withRouteTags', () => {
  const headers = { 'x-next-cache-tags': '_N_T_/feed.xml,content,news' };

  it('gives a route answer the tags Next recorded in its headers', () => {
    const ctx: { tags?: string[]; revalidate: number } = { revalidate: 300 };
    expect(withRouteTags({ kind: 'APP_ROUTE', headers }, ctx)).toEqual({
      revalidate: 300,
      tags: ['_N_T_/feed.xml', 'content', 'news'],
    });
  });

  it('keeps tags Next passed itself, and leaves pages and reads alone', () => {
    const ctx = { tags: ['news'] };
    expect(withRouteTags({ kind: 'APP_ROUTE', headers }, ctx)).toBe(ctx);
    const empty = { tags: [] };
    expect(withRouteTags({ kind: 'APP_PAGE', headers }, empty)).toBe(empty);
    expect(withRouteTags({ kind: 'APP_ROUTE', headers: {} }, empty)).toBe(empty);
  });
});
