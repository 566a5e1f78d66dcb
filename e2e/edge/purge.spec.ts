import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { EDGE_KEY_HEADER } from '../../lib/edge/tags.mjs';
import { EDGE, HTTPS, ID, edgeCache, edition, nextEdition, revalidate, warm } from './edge';

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

/** Requests an address until the edge holds it, without following a redirect. */
async function held(request: APIRequestContext, path: string) {
  await request.get(path, { maxRedirects: 0 });
  const second = await request.get(path, { maxRedirects: 0 });
  expect(edgeCache(second), path).toBe('HIT');
  return second;
}

test('revalidating the news tag refreshes at the edge the feed, the sitemap and the item’s share card, as it does pages', async ({
  request,
}) => {
  const before = await edition(request);
  const feed = '/feed.xml';
  const sitemap = '/sitemap.xml';
  const current = `/cards/en/news/${ID}/card.jpg`;
  // The news item's date moves a day with each edition (e2e/faulty/fake-content.mjs).
  const dated = (n: number) => `<lastmod>2026-11-${String(n).padStart(2, '0')}</lastmod>`;
  // The prerendered sitemap was built from the build's own content: first the provider's.
  await revalidate(request, { tags: ['news'] });
  expect(await (await held(request, feed)).text()).toContain(`edition ${before}`);
  expect(await (await held(request, sitemap)).text()).toContain(dated(before));
  const oldCard = (await held(request, current)).headers()['location'];
  const oldHashed = new URL(oldCard!, `${HTTPS}${current}`).pathname;
  expect((await held(request, oldHashed)).headers()['content-type']).toBe('image/jpeg');

  await nextEdition(request);
  // Without the webhook the edge keeps what it has.
  const stale = await request.get(feed);
  expect(edgeCache(stale)).toBe('HIT');
  expect(await stale.text()).not.toContain(`edition ${before + 1}`);

  expect((await revalidate(request, { tags: ['news'] })).status()).toBe(200);
  const freshFeed = await request.get(feed);
  expect(edgeCache(freshFeed)).toBe('MISS');
  expect(await freshFeed.text()).toContain(`edition ${before + 1}`);
  const freshSitemap = await request.get(sitemap);
  expect(edgeCache(freshSitemap)).toBe('MISS');
  expect(await freshSitemap.text()).toContain(dated(before + 1));
  // The current address names the new card; the old one is no card any more, anywhere.
  const freshCurrent = await request.get(current, { maxRedirects: 0 });
  expect(edgeCache(freshCurrent)).toBe('MISS');
  expect(freshCurrent.headers()['location']).not.toBe(oldCard);
  expect((await request.get(oldHashed, { maxRedirects: 0 })).status()).toBe(404);
  const freshCard = await request.get(current);
  expect(freshCard.status()).toBe(200);
  expect(freshCard.headers()['content-type']).toBe('image/jpeg');
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

/**
 * Every page (or every feed and sitemap: `files`) the build prerendered, with the tags Next
 * recorded for it (its `.meta` file).
 */
function prerendered(which: 'pages' | 'files' = 'pages'): { path: string; tags: string[] }[] {
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
        if (!recorded) continue;
        // Pages (not feeds, sitemaps or icons), under their public address; or the XML files.
        const page = /^\/(en|ar|fr|fa)(\/|$)/.test(route) && !route.includes('.');
        if (which === 'pages' ? !page : !route.endsWith('.xml')) continue;
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

test('every prerendered feed and sitemap names, for the edge, every tag Next recorded for it', async ({
  request,
}) => {
  const files = prerendered('files');
  for (const file of ['/feed.xml', '/ar/tenders/feed.xml', '/sitemap.xml']) {
    expect(files.map((entry) => entry.path)).toContain(file);
  }
  const instance = `http://localhost:${EDGE.instances[0]}`;
  for (const { path: file, tags } of files) {
    const answer = await request.get(`${instance}${file}`, { maxRedirects: 0 });
    expect(answer.status(), file).toBe(200);
    const keys = (answer.headers()[EDGE_KEY_HEADER] ?? '').split(' ');
    expect(keys, file).toEqual(expect.arrayContaining(tags));
  }
});
