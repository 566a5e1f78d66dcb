/** @jest-environment node */
import { searchWarmedUp, warmSearch } from '@/lib/search/service';
import { GET } from './route';

// The indexes themselves are lib/search/service.test.ts's; here, what the probe is told.
jest.mock('@/lib/search/service', () => ({ searchWarmedUp: jest.fn(), warmSearch: jest.fn() }));

const DRAINING = Symbol.for('inwrdam.draining');
const state = globalThis as { [DRAINING]?: boolean };

async function probe() {
  const response = GET();
  return {
    status: response.status,
    body: await response.json(),
    cache: response.headers.get('cache-control'),
  };
}

afterEach(() => {
  delete state[DRAINING];
});

it('answers 503 while the search warms up, and starts the warm-up', async () => {
  jest.mocked(searchWarmedUp).mockReturnValue(false);
  expect(await probe()).toEqual({
    status: 503,
    body: { ready: false, search: 'warming', draining: false },
    cache: 'no-store',
  });
  expect(warmSearch).toHaveBeenCalled();
});

it('answers 200 once warm', async () => {
  jest.mocked(searchWarmedUp).mockReturnValue(true);
  expect(await probe()).toEqual({
    status: 200,
    body: { ready: true, search: 'ready', draining: false },
    cache: 'no-store',
  });
});

it('answers 503 from the moment the instance is told to stop (server-shutdown.mjs)', async () => {
  jest.mocked(searchWarmedUp).mockReturnValue(true);
  state[DRAINING] = true;
  expect(await probe()).toEqual({
    status: 503,
    body: { ready: false, search: 'ready', draining: true },
    cache: 'no-store',
  });
});
