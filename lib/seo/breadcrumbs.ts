import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, type JsonLd } from './jsonld';

/** Home › section › item, in the page's language, with absolute URLs. */
export async function detailBreadcrumb(
  locale: Locale,
  section: { name: string; path: string },
  item: { name: string; path: string },
): Promise<JsonLd> {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return breadcrumbJsonLd([
    { name: t('home'), url: absoluteUrl(locale, '/') },
    { name: section.name, url: absoluteUrl(locale, section.path) },
    { name: item.name, url: absoluteUrl(locale, item.path) },
  ]);
}
