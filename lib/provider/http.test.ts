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
      path: '/news',
      message: 'Provider did not answer within 50 ms',
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

describe('the provider address, timeout and cap as configured', () => {
  it('trims the address and every trailing slash, and treats a blank one as unset', async () => {
    process.env.PROVIDER_API_URL = '  https://api.example.org/api//  ';
    const fetchMock = mockFetch(async () => Response.json({ success: true, data: {} }));
    // A path without its slash, an empty query value dropped and a zero kept.
    await providerRequest({ path: 'sliders', locale: 'en', query: { q: '', page: 0 } });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('https://api.example.org/api/sliders?page=0');
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ Accept: 'application/json' });

    process.env.PROVIDER_API_URL = '   ';
    await providerRequest({ path: '/sliders', locale: 'en' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each(['0', '-5', 'soon'])(
    'reads a timeout of %p as unset, and waits the default time',
    async (configured) => {
      process.env.PROVIDER_API_URL = 'https://api.example.org/api';
      process.env.PROVIDER_TIMEOUT_MS = configured;
      mockFetch(
        (_url, init) =>
          new Promise((resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
            setTimeout(() => resolve(Response.json({ success: true })), 30);
          }),
      );
      await expect(providerRequest({ path: '/news', locale: 'en' })).resolves.toEqual({
        success: true,
      });
    },
  );

  it('stops the timer once the answer is read, so a finished call is never aborted', async () => {
    process.env.PROVIDER_API_URL = 'https://api.example.org/api';
    process.env.PROVIDER_TIMEOUT_MS = '20';
    const fetchMock = mockFetch(async () => Response.json({ success: true }));
    await providerRequest({ path: '/news', locale: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(fetchMock.mock.calls[0]![1].signal?.aborted).toBe(false);
  });

  it('says why the provider was unreachable', async () => {
    process.env.PROVIDER_API_URL = 'https://api.example.org/api';
    mockFetch(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(providerRequest({ path: '/news', locale: 'en' })).rejects.toMatchObject({
      kind: 'network',
      message: 'Provider unreachable: fetch failed',
    });
    mockFetch(() => Promise.reject('socket hang up'));
    await expect(providerRequest({ path: '/news', locale: 'en' })).rejects.toMatchObject({
      kind: 'network',
      message: 'Provider unreachable: socket hang up',
    });
  });
});

describe('answers at the edges', () => {
  beforeEach(() => {
    process.env.PROVIDER_API_URL = 'https://api.example.org/api';
  });
  afterEach(() => {
    delete process.env.PROVIDER_MAX_RESPONSE_BYTES;
  });

  const text = JSON.stringify({ success: true, data: 'x'.repeat(100) });
  const bytes = Buffer.byteLength(text);

  it('reads an answer of exactly the cap, declared or streamed in parts', async () => {
    process.env.PROVIDER_MAX_RESPONSE_BYTES = String(bytes);
    mockFetch(async () => new Response(text, { headers: { 'Content-Length': String(bytes) } }));
    await expect(providerRequest({ path: '/news', locale: 'en' })).resolves.toEqual(
      JSON.parse(text),
    );
    const encoded = new TextEncoder().encode(text);
    mockFetch(
      async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(encoded.slice(0, 40));
              controller.enqueue(encoded.slice(40));
              controller.close();
            },
          }),
        ),
    );
    await expect(providerRequest({ path: '/news', locale: 'en' })).resolves.toEqual(
      JSON.parse(text),
    );
  });

  it.each(['0', '1.5', 'lots'])('reads a cap of %p as unset (5 MB)', async (configured) => {
    process.env.PROVIDER_MAX_RESPONSE_BYTES = configured;
    mockFetch(async () => new Response(text));
    await expect(providerRequest({ path: '/news', locale: 'en' })).resolves.toEqual(
      JSON.parse(text),
    );
  });

  it('calls an answer without a body malformed, with its status', async () => {
    mockFetch(async () => new Response(null, { status: 204 }));
    await expect(providerRequest({ path: '/news', locale: 'en' })).rejects.toMatchObject({
      kind: 'shape',
      status: 204,
      message: 'Provider answered with malformed JSON',
    });
  });

  it('calls a submission’s other refusals and failures HTTP errors, never a receipt', async () => {
    for (const status of [400, 409, 500, 503]) {
      mockFetch(async () => Response.json({ success: false }, { status }));
      await expect(
        providerRequest({ path: '/job-applications', locale: 'en', method: 'POST' }),
      ).rejects.toMatchObject({ kind: 'http', status });
    }
  });

  it('hands a submission its 422 (the provider’s own validation), but not a read', async () => {
    const refusal = { success: false, message: 'The email field is required.' };
    mockFetch(async () => Response.json(refusal, { status: 422 }));
    await expect(
      providerRequest({ path: '/job-applications', locale: 'en', method: 'POST' }),
    ).resolves.toEqual(refusal);
    expect((global.fetch as jest.Mock).mock.calls[0]![1].method).toBe('POST');
    await expect(providerRequest({ path: '/news', locale: 'en' })).rejects.toMatchObject({
      kind: 'http',
      status: 422,
      message: 'Provider answered HTTP 422',
    });
  });
});
