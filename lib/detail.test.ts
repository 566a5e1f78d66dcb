/** @jest-environment node */
import { loadDetail } from './detail';
import { ProviderError } from './provider';

describe('loadDetail', () => {
  it('tells a found item, an unknown id and a failed read apart', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadDetail(Promise.resolve({ id: '1' }), 'news detail')).resolves.toEqual({
      status: 'found',
      item: { id: '1' },
    });
    await expect(loadDetail(Promise.resolve(null), 'news detail')).resolves.toEqual({
      status: 'missing',
    });
    const error = new ProviderError('http', '/news/1', 'Provider answered HTTP 500', 500);
    await expect(loadDetail(Promise.reject(error), 'news detail')).resolves.toEqual({
      status: 'failed',
      error,
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBe(
      '[provider] news detail failed (http /news/1: Provider answered HTTP 500)',
    );
    log.mockRestore();
  });
});
