/** @jest-environment node */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { revalidatePath, revalidateTag } from 'next/cache';
import { refreshSearch } from '@/lib/search/service';
import { POST } from './route';

// The index rebuild runs after the response, in Next's request scope (`after`); here only the
// call is checked. lib/search/service.test.ts tests the rebuild itself.
jest.mock('@/lib/search/service', () => ({ refreshSearch: jest.fn() }));

const SECRET = 'webhook-secret-for-tests';

function post(
  body: unknown,
  authorization: string | null = `Bearer ${SECRET}`,
  more: Record<string, string> = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...more };
  if (authorization) headers.authorization = authorization;
  return POST(
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
  jest.mocked(revalidateTag).mockClear();
  jest.mocked(revalidatePath).mockClear();
  jest.mocked(refreshSearch).mockClear();
});

afterAll(() => {
  delete process.env.REVALIDATE_SECRET;
});

describe('POST /api/revalidate', () => {
  it('answers 401 and revalidates nothing for a missing or wrong secret', async () => {
    for (const authorization of [null, 'Bearer wrong', `Basic ${SECRET}`, SECRET]) {
      const response = await post({ tags: ['news'] }, authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ success: false, message: 'Missing or wrong secret' });
    }
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(refreshSearch).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers 503 while no secret is configured, so nobody can revalidate', async () => {
    delete process.env.REVALIDATE_SECRET;
    const response = await post({ tags: ['news'] });
    expect(response.status).toBe(503);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 503 with Retry-After and revalidates nothing while the shared cache is unreachable', async () => {
    // REDIS_URL set, and no connected Redis client in this process (lib/cache/health.mjs).
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    try {
      const response = await post({ tags: ['news'], paths: ['/news/3'] });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('10');
      expect(await response.json()).toEqual({
        success: false,
        message: 'The shared cache is unavailable; try again shortly',
      });
    } finally {
      delete process.env.REDIS_URL;
    }
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('expires the given tags at once and the pages behind the given public paths', async () => {
    const response = await post({
      tags: ['news', 'content', 'news'],
      paths: ['/', '/news/3', '/ar/news/3', '/fr/'],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      revalidated: { tags: ['news', 'content'], paths: ['/', '/news/3', '/ar/news/3', '/fr/'] },
    });
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ['news', { expire: 0 }],
      ['content', { expire: 0 }],
    ]);
    expect(jest.mocked(revalidatePath).mock.calls).toEqual([
      ['/en'],
      ['/en/news/3'],
      ['/ar/news/3'],
      ['/fr'],
    ]);
    expect(refreshSearch).toHaveBeenCalledTimes(1);
  });

  it('purges the same tags and pages at every edge in EDGE_PURGE_URLS, and answers 502 when one refuses', async () => {
    const received: { method?: string; headers: IncomingHttpHeaders }[] = [];
    let status = 200;
    const edge = createServer((request, response) => {
      received.push({ method: request.method, headers: request.headers });
      response.writeHead(status).end();
    });
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(edge.address() as AddressInfo).port}/`;
    process.env.EDGE_PURGE_URLS = `${url}, ${url}`;
    try {
      const done = await post({ tags: ['news'], paths: ['/en/news/3', '/ar/news/3'] });
      expect(done.status).toBe(200);
      expect(await done.json()).toMatchObject({ success: true, edges: 2 });
      expect(received).toHaveLength(2);
      expect(received[0]).toMatchObject({
        method: 'PURGE',
        headers: { 'xkey-purge': 'news page:/news/3 page:/ar/news/3' },
      });

      status = 403;
      const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
      const refused = await post({ tags: ['news'] });
      expect(refused.status).toBe(502);
      expect(((await refused.json()) as { message: string }).message).toContain(`${url}: 403`);
      // Next's cache was expired all the same: sending again is what the caller should do.
      expect(revalidateTag).toHaveBeenLastCalledWith('news', { expire: 0 });
      expect(logged).toHaveBeenCalled();
      logged.mockRestore();
    } finally {
      delete process.env.EDGE_PURGE_URLS;
      await new Promise((resolve) => edge.close(resolve));
    }
  });

  it.each([
    ['not JSON', '{"tags": [', 'Request body is not JSON'],
    ['an array', ['news'], 'Expected a JSON object'],
    ['nothing to do', {}, 'Name at least one tag or path'],
    ['an unknown tag', { tags: ['_N_T_/en'] }, 'Unknown tag "_N_T_/en"'],
    ['a path that is not the site’s', { paths: ['https://evil.example/'] }, 'Not a site path'],
    ['a path with ..', { paths: ['/news/../api'] }, 'Not a site path'],
    [
      'too many entries',
      { paths: Array.from({ length: 51 }, (_, i) => `/news/${i}`) },
      'At most 50',
    ],
  ])('answers 400 with the reason for %s', async (_case, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { success: boolean; message: string };
    expect(json.success).toBe(false);
    expect(json.message).toContain(message);
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('caps a chunked body (no Content-Length) as it caps a declared one', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(4096));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far more than the cap, never all of it: reading must stop at the cap.
        sent += 1;
        if (sent > 1000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await POST(
      new Request('http://localhost/api/revalidate', {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(20);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('slows repeated wrong secrets from one address: 429, even for the right one, until later', async () => {
    const from = { 'x-inwrdam-socket-address': '203.0.113.77' };
    for (let i = 0; i < 10; i += 1) {
      expect((await post({ tags: ['news'] }, 'Bearer guess', from)).status).toBe(401);
    }
    const blocked = await post({ tags: ['news'] }, 'Bearer guess', from);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post({ tags: ['news'] }, `Bearer ${SECRET}`, from)).status).toBe(429);
    // Another address is not affected.
    const other = { 'x-inwrdam-socket-address': '198.51.100.5' };
    expect((await post({ tags: ['news'] }, `Bearer ${SECRET}`, other)).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
  });
});
