/** @jest-environment node */
import { SITE_ROUTES } from '@/lib/routes.mjs';
import { ALL_TAGS } from '@/lib/provider/cache';
import { EDGE_KEY_HEADER, ITEM_TAGS, PAGE_TAGS, edgeKeyHeaders, edgeKeys } from './tags.mjs';

describe('edge keys', () => {
  it('names the tags of every page the site has, and only tags the site revalidates', () => {
    expect(Object.keys(PAGE_TAGS).sort()).toEqual(SITE_ROUTES.map((route) => route.path).sort());
    const items = SITE_ROUTES.flatMap((route) => (route.items ? [route.items] : []));
    expect(Object.keys(ITEM_TAGS).sort()).toEqual(items.sort());
    for (const tags of [...Object.values(PAGE_TAGS), ...Object.values(ITEM_TAGS)]) {
      for (const tag of tags) expect(ALL_TAGS).toContain(tag);
    }
  });

  it('gives a page, unprefixed and under each language prefix, its tags and its own address', () => {
    const headers = edgeKeyHeaders();
    const value = (source: string) =>
      headers
        .find((entry) => entry.source === source)
        ?.headers.find((header) => header.key === EDGE_KEY_HEADER)?.value;
    expect(value('/news/:id')).toBe('content sliders press news page:/news/:id');
    expect(value('/:locale(ar|fr|fa)/news/:id')).toBe(
      'content sliders press news page:/:locale/news/:id',
    );
    expect(value('/:locale(ar|fr|fa)')).toBe(
      'content sliders press projects news events pages page:/:locale',
    );
    expect(value('/projects/page/:page')).toBe(
      'content sliders press projects page:/projects/page/:page',
    );
  });

  it('purges a revalidated path under its public address', () => {
    expect(
      edgeKeys({ tags: ['news'], paths: ['/en/news/3', '/ar/news/3/', '/en', '/', '/fr/'] }),
    ).toEqual(['news', 'page:/news/3', 'page:/ar/news/3', 'page:/', 'page:/fr']);
  });
});
