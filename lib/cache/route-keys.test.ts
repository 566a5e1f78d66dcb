/** @jest-environment node */
import { getRouteCacheKey } from 'next/dist/server/lib/route-cache-key';
import type { RouteKind } from 'next/dist/server/route-kind';
import { storageKey } from './route-keys.mjs';

const manifest = {
  routes: {
    '/en/news/1': { srcRoute: '/[locale]/news/[id]' },
    '/ar/feed.xml': { srcRoute: '/[locale]/feed.xml' },
  },
};

describe('storageKey', () => {
  it('files a prerendered page under the key Next 16.4 reads it with', () => {
    const key = storageKey(manifest, '/en/news/1', { kind: 'APP_PAGE' });
    expect(key).toBe(
      getRouteCacheKey('/en/news/1', {
        kind: 'APP_PAGE' as RouteKind,
        sourceRoute: '/[locale]/news/[id]/page',
      }),
    );
    expect(key).toMatch(/^\/route-cache\/APP_PAGE\/[0-9a-f]{64}\/\$\/en\/news\/1$/);
  });

  it('files a prerendered route answer (a feed) under its route handler', () => {
    expect(storageKey(manifest, '/ar/feed.xml', { kind: 'APP_ROUTE' })).toBe(
      getRouteCacheKey('/ar/feed.xml', {
        kind: 'APP_ROUTE' as RouteKind,
        sourceRoute: '/[locale]/feed.xml/route',
      }),
    );
  });

  it('leaves data-cache entries and paths the build did not prerender under their own key', () => {
    expect(storageKey(manifest, 'a1b2c3', { kind: 'FETCH' })).toBe('a1b2c3');
    expect(storageKey(manifest, '/en/news/9', { kind: 'APP_PAGE' })).toBe('/en/news/9');
  });
});
