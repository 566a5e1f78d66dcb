/** @jest-environment node */
import { revalidatePath, revalidateTag } from 'next/cache';
import { POST } from './route';

const SECRET = 'webhook-secret-for-tests';

function post(body: unknown, authorization: string | null = `Bearer ${SECRET}`) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
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
});
