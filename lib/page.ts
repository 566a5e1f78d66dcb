import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import { LOCALES, LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import type { Messages } from '@/lib/i18n/messages';
import { siteUrl } from '@/lib/site';

/** Validates the `[locale]` param and enables static rendering for it (next-intl). */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

export function absoluteUrl(locale: Locale, href: string): string {
  return siteUrl() + getPathname({ locale, href });
}

interface MetadataInput {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  image?: string | null;
}

/** Title, description, canonical, hreflang alternates and sharing tags; a fresh object per call. */
export function buildMetadata({
  locale,
  path,
  title,
  description,
  image,
}: MetadataInput): Metadata {
  const languages: Record<string, string> = {};
  for (const code of LOCALES) languages[LOCALE_RECORDS[code].hrefLang] = absoluteUrl(code, path);
  languages['x-default'] = absoluteUrl(routing.defaultLocale, path);
  const url = absoluteUrl(locale, path);
  const ogImage = image ?? `/og/default-${locale}.png`;
  return {
    title,
    description,
    alternates: { canonical: url, languages },
    openGraph: {
      title,
      description,
      url,
      type: 'website',
      locale: LOCALE_RECORDS[locale].ogLocale,
      alternateLocale: LOCALES.filter((code) => code !== locale).map(
        (code) => LOCALE_RECORDS[code].ogLocale,
      ),
      images: [{ url: ogImage }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [ogImage] },
  };
}

type PageKey = keyof Messages['Pages'];

/** generateMetadata for a page whose title and description are in messages (Pages.<key>). */
export function staticPageMetadata(key: PageKey, path: string) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>;
  }): Promise<Metadata> {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: `Pages.${key}` });
    return buildMetadata({ locale, path, title: t('title'), description: t('description') });
  };
}

/** Metadata of the not-found page: translated title (Next adds `noindex` for the 404 itself). */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), description: t('description') };
}
