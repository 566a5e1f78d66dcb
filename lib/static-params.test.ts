/** @jest-environment node */
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { ProviderError, type ListOptions } from '@/lib/provider';
import { ALL_PAGE_SIZE, firstItems } from '@/lib/provider/resource';
import { PRERENDERED_ITEMS, staticIds } from './static-params';

/** A list of `total` items, newest first, paged as the provider pages it. */
function archive(total: number) {
  const read = jest.fn(async (_locale: string, options: ListOptions) => {
    const perPage = options.perPage ?? 6;
    const page = options.page ?? 1;
    const ids = Array.from({ length: total }, (_, index) => String(total - index));
    return {
      items: ids.slice((page - 1) * perPage, page * perPage).map((id) => ({ id })),
      page,
      perPage,
      lastPage: Math.max(1, Math.ceil(total / perPage)),
      total,
    };
  });
  return { read, first: (locale: Locale, count: number) => firstItems(read, locale, count) };
}

describe('the detail pages the build prerenders', () => {
  it('are the same few newest items in every language, however large the archive', async () => {
    for (const total of [40, 4_000, 400_000]) {
      const { read, first } = archive(total);
      const params = await staticIds('/news', first);
      expect(params).toHaveLength(PRERENDERED_ITEMS * LOCALES.length);
      expect(params.filter((param) => param.locale === 'ar').map((param) => param.id)).toEqual(
        Array.from({ length: PRERENDERED_ITEMS }, (_, index) => String(total - index)),
      );
      // One read, the first page the sitemap's walk reads too: nothing grows with the archive.
      expect(read).toHaveBeenCalledTimes(1);
      expect(read).toHaveBeenCalledWith('en', { page: 1, perPage: ALL_PAGE_SIZE });
    }
  });

  it('are every item of a list shorter than that', async () => {
    const params = await staticIds('/stories', archive(4).first);
    expect(params.map((param) => `${param.locale}:${param.id}`)).toEqual(
      LOCALES.flatMap((locale) => ['4', '3', '2', '1'].map((id) => `${locale}:${id}`)),
    );
  });

  it('are none when the provider cannot be reached, so the build still succeeds', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const unreachable = async () => {
      throw new ProviderError('network', '/news', 'connect ECONNREFUSED');
    };
    await expect(staticIds('/news', unreachable)).resolves.toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
