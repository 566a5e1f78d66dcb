/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_ROUTES } from '@/lib/routes.mjs';
import { ALL_TAGS } from '@/lib/provider/cache';
import { CARD_KINDS, PAGE_CARDS, type CardKindName } from '@/lib/cards/cards';
import {
  CARD_TAGS,
  EDGE_KEY_HEADER,
  FEED_TAGS,
  ITEM_TAGS,
  PAGE_TAGS,
  SITEMAP_TAGS,
  edgeKeyHeaders,
  edgeKeys,
} from './tags.mjs';

/**
 * The tags of every provider read a card's item makes, as Next's data cache would record them
 * (the card route draws from the same read, so a revalidation of these tags changes the card).
 */
const mockRead = { tags: new Set<string>() };
jest.mock('next/cache', () => ({
  unstable_cache:
    (fn: (...args: unknown[]) => Promise<unknown>, _key: string[], options: { tags: string[] }) =>
    (...args: unknown[]) => {
      for (const tag of options.tags) mockRead.tags.add(tag);
      return fn(...args);
    },
}));

const value = (source: string) =>
  edgeKeyHeaders()
    .find((entry) => entry.source === source)
    ?.headers.find((header) => header.key === EDGE_KEY_HEADER)?.value;

describe('edge keys', () => {
  it('names the tags of every page the site has, and only tags the site revalidates', () => {
    expect(Object.keys(PAGE_TAGS).sort()).toEqual(SITE_ROUTES.map((route) => route.path).sort());
    const items = SITE_ROUTES.flatMap((route) => (route.items ? [route.items] : []));
    expect(Object.keys(ITEM_TAGS).sort()).toEqual(items.sort());
    for (const tags of [
      ...Object.values(PAGE_TAGS),
      ...Object.values(ITEM_TAGS),
      ...Object.values(FEED_TAGS),
      ...Object.values(CARD_TAGS),
      SITEMAP_TAGS,
    ]) {
      for (const tag of tags) expect(ALL_TAGS).toContain(tag);
    }
  });

  it('gives a page, unprefixed and under each language prefix, its tags and its own address', () => {
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

  it('gives feeds, sitemaps and every kind of share card the tags of what they show', () => {
    expect(value('/feed.xml')).toBe('content news page:/feed.xml');
    expect(value('/:locale(ar|fr|fa)/tenders/feed.xml')).toBe(
      'content tenders page:/:locale/tenders/feed.xml',
    );
    expect(value('/sitemap.xml')).toBe(`content ${SITEMAP_TAGS.join(' ')} page:/sitemap.xml`);
    expect(value('/sitemaps/:chunk')).toBe(
      `content ${SITEMAP_TAGS.join(' ')} page:/sitemaps/:chunk`,
    );
    expect(Object.keys(CARD_TAGS).sort()).toEqual([...Object.keys(CARD_KINDS), PAGE_CARDS].sort());
    expect(value('/cards/:locale/news/:id/:file')).toBe('content news');
    expect(value('/cards/:locale/cop-news/:id/:file')).toBe('content cop-news');
    expect(value('/cards/:locale/pages/:id/:file')).toBe('content');
  });

  it('keys only addresses the site answers: later pages of lists, items of sections that have them', () => {
    const sources = edgeKeyHeaders().map((entry) => entry.source);
    expect(sources).toContain('/news/page/:page');
    expect(sources).toContain('/news/:id');
    // Neither has later pages; the nutshell has no items.
    expect(sources).not.toContain('/nutshell/page/:page');
    expect(sources).not.toContain('/who-we-are/page/:page');
    expect(sources.filter((source) => !source.startsWith('/'))).toEqual([]);
  });

  it('sends the header Varnish’s xkey module reads, which the edge keeps from visitors', () => {
    // The vmod reads the response header named `xkey`; the name is fixed by it, not by us.
    expect(EDGE_KEY_HEADER).toBe('xkey');
    const vcl = readFileSync(path.join(process.cwd(), 'deploy/varnish.vcl'), 'utf8');
    expect(vcl).toContain(`unset resp.http.${EDGE_KEY_HEADER};`);
  });

  it.each(Object.keys(CARD_KINDS) as CardKindName[])(
    'gives the %s card every tag of the item it is drawn from, so revalidating it purges the card',
    async (kind) => {
      mockRead.tags.clear();
      await CARD_KINDS[kind].get('en', '1');
      expect(mockRead.tags.size).toBeGreaterThan(1);
      const keys = value(`/cards/:locale/${kind}/:id/:file`)?.split(' ');
      expect(keys).toEqual(expect.arrayContaining([...mockRead.tags]));
    },
  );

  it('purges a revalidated path under its public address', () => {
    expect(
      edgeKeys({
        tags: ['news'],
        paths: ['/en/news/3', '/ar/news/3/', '/en', '/', '/fr/', '/fa/news//', '/en/'],
      }),
    ).toEqual(['news', 'page:/news/3', 'page:/ar/news/3', 'page:/', 'page:/fr', 'page:/fa/news']);
  });
});
