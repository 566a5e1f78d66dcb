import type { Paged } from '@/lib/provider/types';

// Six cards: two rows of three on a desktop, short enough to scan on a phone.
export const PER_PAGE = 6;

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

/** A single-valued query parameter from the allowed values, else undefined (unknown values are ignored). */
export function choiceParam<T extends string>(
  params: Record<string, string | string[] | undefined>,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const raw = params[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return allowed.find((option) => option === value);
}
