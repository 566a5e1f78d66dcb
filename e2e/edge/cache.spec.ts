import https from 'node:https';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { HTTP, HTTPS, edgeCache, warm } from './edge';

test('http:// is answered by a 301 to the same address over https://, which sends HSTS', async ({
  request,
}) => {
  const plain = await request.get(`${HTTP}/fr/partners?from=test`, { maxRedirects: 0 });
  expect(plain.status()).toBe(301);
  expect(plain.headers()['location']).toBe(`${HTTPS}/fr/partners?from=test`);

  for (const path of ['/fr/partners', '/api/health', '/no-such-page']) {
    const answer = await request.get(path);
    // One header, two years, whatever the site itself sent.
    expect(answer.headers()['strict-transport-security']).toBe('max-age=63072000');
  }
});

test('a page is a MISS at the edge on its first request and a HIT on its second', async ({
  request,
}) => {
  const first = await request.get('/ar/team');
  expect(first.status()).toBe(200);
  expect(edgeCache(first)).toBe('MISS');
  const second = await request.get('/ar/team');
  expect(second.status()).toBe(200);
  expect(edgeCache(second)).toBe('HIT');
  expect(await second.text()).toBe(await first.text());
  // The tags are the edge's business: a visitor never sees them.
  expect(second.headers()['xkey']).toBeUndefined();
});

test('the edge keeps a page compressed with brotli and with gzip, each served from its cache', async ({
  request,
}) => {
  const asked = async (encoding: string) => {
    await request.get('/fr/team', { headers: { 'accept-encoding': encoding } });
    const second = await request.get('/fr/team', { headers: { 'accept-encoding': encoding } });
    expect(edgeCache(second)).toBe('HIT');
    return second;
  };
  const brotli = await asked('br, gzip');
  expect(brotli.headers()['content-encoding']).toBe('br');
  const gzip = await asked('gzip');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await asked('identity');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // Playwright decodes them: the same page each way.
  expect(await brotli.text()).toBe(await gzip.text());
  expect(await plain.text()).toBe(await gzip.text());
});

/** A response's body exactly as the edge sent it, still compressed. */
function rawBody(path: string, encoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    https
      .get(
        `${HTTPS}${path}`,
        { headers: { 'accept-encoding': encoding }, rejectUnauthorized: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              body: Buffer.concat(chunks),
            }),
          );
        },
      )
      .on('error', reject);
  });
}

const brotliAt = (quality: number, bytes: Buffer) =>
  zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } })
    .length;

/**
 * How far an answer compressed as it streams through nginx is from one pass of brotli over the
 * whole at the same level: a byte or two here (the last block), where levels 10 and 11 differ by
 * 1–3 % (18 bytes on a 5 kB script, 125 on a 29 kB one, 130 on a 79 kB page).
 */
const STREAMING_SLACK = 8;

test('the edge compresses Next’s scripts with brotli’s highest level and pages with level 10', async ({
  request,
}) => {
  const page = await warm(request, '/ar/partners');
  const scripts = [...new Set((await page.text()).match(/\/_next\/static\/chunks\/[\w.-]+\.js/g))];
  expect(scripts.length).toBeGreaterThan(0);
  const sent = new Map<string, { body: Buffer; plain: Buffer }>();
  for (const path of ['/ar/partners', ...scripts]) {
    await warm(request, path);
    const answer = await rawBody(path, 'br');
    expect(answer.encoding, path).toBe('br');
    sent.set(path, { body: answer.body, plain: zlib.brotliDecompressSync(answer.body) });
  }
  // The largest script, where the two levels lie furthest apart.
  const script = scripts.reduce((a, b) =>
    sent.get(b)!.plain.length > sent.get(a)!.plain.length ? b : a,
  );
  for (const [path, quality] of [
    ['/ar/partners', 10],
    [script, 11],
  ] as const) {
    const { body, plain } = sent.get(path)!;
    const other = quality === 11 ? 10 : 11;
    const [own, theirs] = [brotliAt(quality, plain), brotliAt(other, plain)];
    // Only a file on which the levels differ by more than the slack twice over can tell them apart.
    expect(Math.abs(own - theirs), path).toBeGreaterThan(2 * STREAMING_SLACK);
    expect(Math.abs(body.length - own), `${path} at level ${quality}`).toBeLessThanOrEqual(
      STREAMING_SLACK,
    );
  }
});

test('a page’s headers through the edge carry only what a browser reads of a document', async ({
  request,
}) => {
  const page = await warm(request, '/ar/news/1');
  const named = (name: string) =>
    page
      .headersArray()
      .filter((header) => header.name.toLowerCase() === name)
      .map((header) => header.value);
  // Next and the origin's nginx both name Accept-Encoding; the page's Vary says it once.
  const vary = named('vary')
    .join(',')
    .split(',')
    .map((value) => value.trim().toLowerCase());
  expect(vary.filter((value) => value === 'accept-encoding')).toHaveLength(1);
  expect(vary).toContain('rsc');
  for (const name of ['x-nextjs-prerender', 'x-nextjs-stale-time', 'accept-ranges']) {
    expect(named(name), name).toEqual([]);
  }
  // One hash per distinct inline script the page runs; its JSON-LD is data and has none.
  const html = await page.text();
  expect(html).toContain('<script type="application/ld+json">');
  const runnable = new Set(
    [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, body]) => body,
    ),
  );
  const [policy, ...more] = named('content-security-policy');
  expect(more).toEqual([]);
  expect(policy?.match(/'sha256-[\w+/=]+'/g)).toHaveLength(runnable.size);
});

test('a visitor’s cookies are stripped: a request with cookies is still served from the cache', async ({
  request,
}) => {
  await warm(request, '/fa/team');
  const withCookies = await request.get('/fa/team', {
    headers: { cookie: '_ga=GA1.1.123; consent=yes; NEXT_LOCALE=en' },
  });
  expect(withCookies.status()).toBe(200);
  expect(edgeCache(withCookies)).toBe('HIT');
  expect(withCookies.headers()['set-cookie']).toBeUndefined();
});

test('an answer marked no-store is passed, never kept', async ({ request }) => {
  // An unknown API address: a 404 that next.config.mjs marks no-store, with no lifetime of its own.
  const labels = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await request.get('/api/no-such-read');
    expect(answer.status()).toBe(404);
    expect(answer.headers()['cache-control']).toBe('no-store');
    labels.push(edgeCache(answer));
  }
  // Without its own rule Varnish kept it: MISS, then HIT.
  expect(labels).toEqual(['PASS', 'PASS']);
});

test('a POST is never cached and never replaces the cached page', async ({ request }) => {
  const cached = await warm(request, '/team');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const post = await request.post('/team', { form: { anything: 'at all' } });
    // Passed to an instance, not looked up: a stored answer would say HIT, a lookup MISS.
    expect(edgeCache(post)).toBe('PASS');
  }
  const after = await request.get('/team');
  expect(edgeCache(after)).toBe('HIT');
  expect(await after.text()).toBe(await cached.text());
});

test('nobody outside can purge the edge, and the webhook is passed to the site uncached', async ({
  request,
}) => {
  const purge = await request.fetch('/', { method: 'PURGE', headers: { 'xkey-purge': 'content' } });
  expect(purge.status()).toBe(403);
  await warm(request, '/team');

  for (let attempt = 0; attempt < 2; attempt += 1) {
    const webhook = await request.post('/api/revalidate', { data: { tags: ['news'] } });
    expect(webhook.status()).toBe(401);
    expect(edgeCache(webhook)).toBe('PASS');
  }
  expect(edgeCache(await request.get('/team'))).toBe('HIT');
});
