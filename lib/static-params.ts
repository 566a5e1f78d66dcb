import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { withFallback } from '@/lib/provider';

/**
 * Detail pages prerender, in every language, the ids the provider lists at build time: the same
 * bounded walk of the whole list as the sitemap (`everyItem` in lib/provider/resource.ts), so a
 * page the sitemap names is a page the build made. When the provider is unreachable the build
 * still succeeds: no id is prerendered and pages render on first request instead.
 */
export async function staticIds(
  resource: string,
  all: (locale: Locale) => Promise<{ id: string | null }[]>,
): Promise<{ locale: Locale; id: string }[]> {
  const ids = await withFallback(
    all('en').then((items) => items.flatMap((item) => (item.id ? [item.id] : []))),
    [],
    `${resource} ids for prerendering`,
  );
  return LOCALES.flatMap((locale) => ids.map((id) => ({ locale, id })));
}
