/** @jest-environment node */
import { HEALTH_TTL_MS, providerHealth } from './health';

const realFetch = global.fetch;

afterEach(() => {
  global.fetch = realFetch;
  delete process.env.PROVIDER_API_URL;
});

function remote(url: string, respond: () => Promise<Response>) {
  process.env.PROVIDER_API_URL = url;
  const fetchMock = jest.fn(respond);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('providerHealth', () => {
  it('reports the embedded provider as up', async () => {
    await expect(providerHealth()).resolves.toMatchObject({ kind: 'embedded', status: 'up' });
  });

  it('asks a remote provider for one press item and reports it up', async () => {
    const fetchMock = remote('https://up.example.org/api', async () =>
      Response.json({ success: true, data: { data: [] } }),
    );
    await expect(providerHealth()).resolves.toMatchObject({ kind: 'remote', status: 'up' });
    const url = fetchMock.mock.calls[0] as unknown as [URL];
    expect(String(url[0])).toBe('https://up.example.org/api/inwrdam-in-press?per_page=1');
  });

  it('reports a failing provider as down with the reason, without its address', async () => {
    remote('https://down.example.org/api', async () => new Response('oops', { status: 502 }));
    const health = await providerHealth();
    expect(health).toMatchObject({ kind: 'remote', status: 'down' });
    expect(health.reason).toMatch(/malformed JSON|HTTP 502/);
    expect(health.reason).not.toContain('down.example.org');
  });

  it('asks at most once per interval, then again', async () => {
    const fetchMock = remote('https://memo.example.org/api', async () =>
      Response.json({ success: true, data: { data: [] } }),
    );
    const start = Date.now();
    await Promise.all([providerHealth(start), providerHealth(start + 1)]);
    await providerHealth(start + HEALTH_TTL_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await providerHealth(start + HEALTH_TTL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
