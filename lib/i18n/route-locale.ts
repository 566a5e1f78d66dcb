import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The `[locale]` segment of a page's params, checked (an unknown one is a 404) and set as the
 * request's locale so the page renders statically.
 * https://next-intl.dev/docs/routing/setup#static-rendering
 */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
