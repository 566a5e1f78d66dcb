/** @jest-environment node */
import { ProviderError } from '@/lib/provider';
import * as provider from '@/lib/provider';
import { GET } from './route';
import { compareNames } from '@/lib/i18n/collation';

jest.mock('@/lib/provider', () => {
  const actual = jest.requireActual('@/lib/provider');
  return { ...actual, getMemberStates: jest.fn(actual.getMemberStates) };
});

const getMemberStates = provider.getMemberStates as jest.MockedFunction<
  typeof provider.getMemberStates
>;

function get(query: string) {
  return GET(new Request(`http://localhost/api/member-states${query}`));
}

afterEach(() => {
  getMemberStates.mockImplementation(jest.requireActual('@/lib/provider').getMemberStates);
  jest.restoreAllMocks();
});

describe('GET /api/member-states', () => {
  it('answers the normalised member states of the language, sorted by name', async () => {
    const response = await get('?locale=ar');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=300');
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(22);
    const jordan = body.data.find((m: { id: string }) => m.id === 'jordan');
    expect(jordan).toMatchObject({ name: 'الأردن', code: 'jo', tel: expect.any(String) });
    const names = body.data.map((m: { name: string }) => m.name);
    // Arabic files a name without its article (lib/i18n/collation.ts).
    expect(names).toEqual([...names].sort(compareNames('ar')));
    expect(names.indexOf('إندونيسيا')).toBeLessThan(names.indexOf('اليمن'));
  });

  it('defaults to English without a locale', async () => {
    const body = await (await get('')).json();
    expect(body.data.find((m: { id: string }) => m.id === 'egypt').name).toBe('Egypt');
  });

  it('refuses an unknown locale with a JSON 400', async () => {
    const response = await get('?locale=xx');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Unknown locale "xx"' });
  });

  it("passes on the provider's shape error message with a 502", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    getMemberStates.mockRejectedValue(
      new ProviderError('shape', '/member-states-countries', 'Invalid response shape'),
    );
    const response = await get('?locale=en');
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ success: false, message: 'Invalid response shape' });
  });

  it('keeps transport details on the server', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    getMemberStates.mockRejectedValue(
      new ProviderError(
        'network',
        '/member-states-countries',
        'Provider unreachable: ECONNREFUSED',
      ),
    );
    const response = await get('?locale=en');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ success: false, message: null });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED'));
  });
});
