import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EDGE_KEY_HEADER } from '../../lib/edge/tags.mjs';
import { EDGE, ID, edgeCache, edition, nextEdition, revalidate, warm } from './edge';

const news = `/news/${ID}`;

test('revalidating the news tag shows a changed news item at the edge on the next visit, and leaves other pages cached', async ({
  request,
}) => {
  const before = await edition(request);
  expect(await (await warm(request, news)).text()).toContain(`edition ${before}`);
  await warm(request, '/fr/team');

  // The item changes at the provider: the edge keeps serving what it has until told.
  await nextEdition(request);
  const stale = await request.get(news);
  expect(edgeCache(stale)).toBe('HIT');
  expect(await stale.text()).toContain(`edition ${before}`);

  // The webhook answers once Next has expired the tag and the edge has dropped its pages: the
  // very next visit gets the new page (how long that takes is measured by bench/edge.mjs).
  const answer = await revalidate(request, { tags: ['news'] });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ success: true, edges: 1 });
  const fresh = await request.get(news);
  expect(edgeCache(fresh)).toBe('MISS');
  expect(await fresh.text()).toContain(`edition ${before + 1}`);
  expect(edgeCache(await request.get(news))).toBe('HIT');
  // The team page reads no news: still the edge's copy.
  expect(edgeCache(await request.get('/fr/team'))).toBe('HIT');
});

test('revalidating one page’s path refreshes that page alone, not the item in another language', async ({
  request,
}) => {
  await warm(request, news);
  await warm(request, `/ar${news}`);
  const answer = await revalidate(request, { paths: [news] });
  expect(answer.status()).toBe(200);
  expect(edgeCache(await request.get(news))).toBe('MISS');
  expect(edgeCache(await request.get(`/ar${news}`))).toBe('HIT');
});

/** Every page the build prerendered, with the tags Next recorded for it (its `.meta` file). */
function prerendered(): { path: string; tags: string[] }[] {
  const app = path.resolve('.next/server/app');
  const pages: { path: string; tags: string[] }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.meta')) {
        const meta = JSON.parse(readFileSync(file, 'utf8')) as {
          headers?: Record<string, string>;
        };
        const recorded = meta.headers?.['x-next-cache-tags'];
        const route = `/${path.relative(app, file).replace(/\.meta$/, '')}`;
        // Pages only (not feeds, sitemaps or icons), under their public address.
        if (!recorded || !/^\/(en|ar|fr|fa)(\/|$)/.test(route) || route.includes('.')) continue;
        pages.push({
          path: route.replace(/^\/en(\/|$)/, '/'),
          tags: recorded.split(',').filter((tag) => !tag.startsWith('_N_T_')),
        });
      }
    }
  };
  walk(app);
  return pages;
}

test('every prerendered page names, for the edge, every tag Next recorded for it', async ({
  request,
}) => {
  const pages = prerendered();
  expect(pages.length).toBeGreaterThan(100);
  // Asked of an instance directly: the edge keeps the header to itself.
  const instance = `http://localhost:${EDGE.instances[0]}`;
  for (const { path: page, tags } of pages) {
    const answer = await request.get(`${instance}${page}`, { maxRedirects: 0 });
    const keys = (answer.headers()[EDGE_KEY_HEADER] ?? '').split(' ');
    expect(keys, page).toEqual(expect.arrayContaining([...tags, `page:${page}`]));
  }
});
