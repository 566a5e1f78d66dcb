/** @jest-environment node */
import { readListPage } from './list';

const paged = (page: number, lastPage: number) => ({
  items: [`item of page ${page}`],
  page,
  lastPage,
  perPage: 6,
  total: lastPage * 6,
});

describe('readListPage', () => {
  it('reads a page that exists', async () => {
    const read = jest.fn(async (_locale: string, options?: { page?: number }) =>
      paged(options?.page ?? 1, 3),
    );
    await expect(readListPage(read, 'en', 2, { perPage: 6 })).resolves.toMatchObject({ page: 2 });
  });

  it('refuses a page past the last one without asking the provider for it', async () => {
    const read = jest.fn(async (_locale: string, options?: { page?: number }) =>
      paged(options?.page ?? 1, 3),
    );
    await expect(readListPage(read, 'en', 99_999, { perPage: 6 })).resolves.toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith('en', { perPage: 6, page: 1 });
  });

  it('refuses a page the provider answers with another one (clamping)', async () => {
    const read = jest.fn(async () => paged(1, 5));
    await expect(readListPage(read, 'ar', 4, { perPage: 6 })).resolves.toBeNull();
  });

  it('lets a provider failure through, for the page to answer an uncached error', async () => {
    const read = jest.fn(async () => {
      throw new Error('down');
    });
    await expect(readListPage(read, 'en', 2, { perPage: 6 })).rejects.toThrow('down');
  });
});
