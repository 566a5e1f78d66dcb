import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { EDGE, ID, edgeCache, revalidate } from './edge';

const control = `http://localhost:${EDGE.control}`;
const instance = `http://localhost:${EDGE.instances[0]}`;
const instanceLog = path.join(EDGE.stateDir, 'instance-1.log');

async function setMode(request: APIRequestContext, mode: 'healthy' | 'bad-item') {
  expect((await request.post(`${control}/mode`, { data: mode })).ok()).toBe(true);
  // The card reads the news item through Next's data cache: refreshed by the webhook.
  expect((await revalidate(request, { tags: ['news'] })).status()).toBe(200);
}

/** How many times the instance logged that the Arabic card of the provider's news could not be drawn. */
async function failuresLogged(): Promise<number> {
  const log = await readFile(instanceLog, 'utf8');
  return log.split(`[cards] ar/news/${ID}: drawing failed`).length - 1;
}

test.afterEach(async ({ request }) => {
  await setMode(request, 'healthy');
});

test('a card that cannot be drawn is stored by nobody: a no-store redirect to the default JPEG, passed by the edge', async ({
  request,
}) => {
  // In bad-item mode the item's Arabic title has a character no bundled font draws.
  await setMode(request, 'bad-item');
  const current = await request.get(`/cards/ar/news/${ID}/card.jpg`, { maxRedirects: 0 });
  expect(current.status()).toBe(307);
  const hashed = new URL(current.headers()['location']!, current.url()).pathname;

  const answers = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const card = await request.get(hashed, { maxRedirects: 0 });
    answers.push([card.status(), card.headers()['location'], card.headers()['cache-control']]);
    answers.push(edgeCache(card));
  }
  // Fetched from an instance each time, never kept: a kept answer would be a HIT the second time.
  const answer = [307, '/og/default-ar.jpg', 'no-store'];
  expect(answers).toEqual([answer, 'PASS', answer, 'PASS']);

  // Nor by Next: each request to one instance draws again, and fails again.
  const before = await failuresLogged();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const card = await request.get(`${instance}${hashed}`, { maxRedirects: 0 });
    expect(card.status()).toBe(307);
    expect(card.headers()['cache-control']).toBe('no-store');
  }
  await expect.poll(failuresLogged).toBe(before + 2);

  // What the redirect leads to is a JPEG, as the page's og:image:type says, whose bytes agree.
  const page = await (await request.get(`/ar/news/${ID}`)).text();
  expect(page).toMatch(/<meta property="og:image:type" content="image\/jpeg"\s*\/?>/);
  const fallback = await request.get('/og/default-ar.jpg');
  expect(fallback.status()).toBe(200);
  expect(fallback.headers()['content-type']).toBe('image/jpeg');
  expect([...(await fallback.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  // Once the cause is gone, the item's card is drawn.
  await setMode(request, 'healthy');
  const drawn = await request.get(`/cards/ar/news/${ID}/card.jpg`);
  expect(drawn.status()).toBe(200);
  expect(drawn.headers()['content-type']).toBe('image/jpeg');
});
