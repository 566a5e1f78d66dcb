import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { withFallback } from '@/lib/provider';

/**
 * Detail pages prerender the ids the provider lists at build time, in every language. When the
 * provider is unreachable the build still succeeds: no id is prerendered and pages render on
 * first request instead.
 */
export async function staticIds(
  resource: string,
  list: (locale: Locale) => Promise<{ id: string | null }[]>,
): Promise<{ locale: Locale; id: string }[]> {
  const ids = await withFallback(
    list('en').then((items) => items.flatMap((item) => (item.id ? [item.id] : []))),
    [],
    `${resource} ids for prerendering`,
  );
  return LOCALES.flatMap((locale) => ids.map((id) => ({ locale, id })));
}
