import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { PER_PAGE, PRERENDERED_PAGES } from '@/lib/list';
import { withFallback } from '@/lib/provider';

/**
 * How many items of each kind the build prerenders, in every language: those the list's
 * prerendered pages link to (page 1 and the next ones, `PRERENDERED_PAGES` in lib/list.ts), the
 * newest first. The cost of a build then stays the same whatever the size of the archive; every
 * other item renders on its first visit and is cached from then on like a prerendered one, with
 * the same revalidation and tags (docs/scale.md; Next's `dynamicParams`, true by default:
 * https://nextjs.org/docs/app/api-reference/file-conventions/route-segment-config/dynamicParams).
 */
export const PRERENDERED_ITEMS = PRERENDERED_PAGES * PER_PAGE;

/**
 * Detail pages prerender, in every language, the ids of the list's first items at build time.
 * When the provider is unreachable the build still succeeds: no id is prerendered and pages
 * render on first request instead.
 */
export async function staticIds(
  resource: string,
  first: (locale: Locale, count: number) => Promise<{ id: string | null }[]>,
): Promise<{ locale: Locale; id: string }[]> {
  const ids = await withFallback(
    first('en', PRERENDERED_ITEMS).then((items) =>
      items.flatMap((item) => (item.id ? [item.id] : [])),
    ),
    [],
    `${resource} ids for prerendering`,
  );
  return LOCALES.flatMap((locale) => ids.map((id) => ({ locale, id })));
}
