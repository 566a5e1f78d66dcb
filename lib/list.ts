import type { Paged } from '@/lib/provider/types';

export const PER_PAGE = 9;

/** `?page=` as a positive whole number, 1 otherwise. */
export async function pageParam(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<number> {
  const value = (await searchParams).page;
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

export function emptyPage<T>(): Paged<T> & { failed: true } {
  return { items: [], page: 1, lastPage: 1, perPage: PER_PAGE, total: 0, failed: true };
}
