/** @jest-environment node */
import { ProviderError } from './errors';
import { providerRequest } from './http';

const realFetch = global.fetch;

afterEach(() => {
  global.fetch = realFetch;
  delete process.env.PROVIDER_API_URL;
  delete process.env.PROVIDER_TIMEOUT_MS;
  jest.restoreAllMocks();
});

function mockFetch(impl: (url: URL, init: RequestInit) => Promise<Response>) {
  const fn = jest.fn(impl);
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

describe('remote provider', () => {
  beforeEach(() => {
    process.env.PROVIDER_API_URL = 'https://api.example.org/api/';
  });

  it('sends Accept-Language and lang headers in the page language, without credentials', async () => {
    const fetchMock = mockFetch(async () => Response.json({ success: true, data: {} }));
    await providerRequest({
      path: '/sliders',
      locale: 'fa',
      query: { page: 2, per_page: undefined },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('https://api.example.org/api/sliders?page=2');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'fa', lang: 'fa' });
    expect(init.credentials).toBe('omit');
  });

  it('gives up after the read timeout instead of waiting forever', async () => {
    process.env.PROVIDER_TIMEOUT_MS = '50';
    mockFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(providerRequest({ path: '/news', locale: 'en' })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('reports a refused connection as a network error', async () => {
    mockFetch(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(providerRequest({ path: '/news', locale: 'en' })).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('reports malformed JSON, HTTP errors and 404s distinctly', async () => {
    mockFetch(async () => new Response('<html>oops</html>', { status: 200 }));
    await expect(providerRequest({ path: '/news', locale: 'en' })).rejects.toMatchObject({
      kind: 'shape',
    });
    mockFetch(async () => Response.json({ message: 'boom' }, { status: 500 }));
    await expect(providerRequest({ path: '/news', locale: 'en' })).rejects.toMatchObject({
      kind: 'http',
      status: 500,
    });
    mockFetch(async () => Response.json({ success: false }, { status: 404 }));
    const error = await providerRequest({ path: '/news/99', locale: 'en' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'not-found', status: 404 });
  });
});

describe('size cap', () => {
  beforeEach(() => {
    process.env.PROVIDER_API_URL = 'https://api.example.org/api/';
    process.env.PROVIDER_MAX_RESPONSE_BYTES = '1000';
  });
  afterEach(() => {
    delete process.env.PROVIDER_MAX_RESPONSE_BYTES;
  });

  it('refuses an answer whose declared length is over the cap without reading it', async () => {
    const cancel = jest.fn();
    const body = new ReadableStream<Uint8Array>({ pull: () => undefined, cancel });
    mockFetch(async () => new Response(body, { headers: { 'Content-Length': '5000000' } }));
    await expect(providerRequest({ path: '/news', locale: 'en' })).rejects.toMatchObject({
      kind: 'too-large',
      message: 'Provider answer exceeds 1000 bytes',
    });
    expect(cancel).toHaveBeenCalled();
  });

  it('stops reading an undeclared stream as soon as it passes the cap', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(`{"success":true,"data":"${'x'.repeat(300)}`);
    const body = new ReadableStream<Uint8Array>({
      // An endless body: only the cap ends the read.
      pull(controller) {
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    mockFetch(async () => new Response(body));
    await expect(providerRequest({ path: '/news', locale: 'en' })).rejects.toMatchObject({
      kind: 'too-large',
    });
    expect(sent).toBeLessThanOrEqual(5);
  });

  it('reads an answer under the cap as before', async () => {
    mockFetch(async () => Response.json({ success: true, data: { ok: 1 } }));
    await expect(providerRequest({ path: '/news', locale: 'en' })).resolves.toEqual({
      success: true,
      data: { ok: 1 },
    });
  });
});

describe('embedded provider', () => {
  it('is used in-process when PROVIDER_API_URL is unset', async () => {
    const fetchMock = mockFetch(async () => Response.json({}));
    const body = (await providerRequest({ path: '/sliders', locale: 'ar' })) as {
      success: boolean;
    };
    expect(body.success).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
