import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import { LOCALES, LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { routeLocale } from '@/lib/i18n/route-locale';
import type { Messages } from '@/lib/i18n/messages';
import { feedLinks } from '@/lib/seo/feeds';
import { SITE, siteUrl } from '@/lib/site';

/** The page's full address in a language, for canonical links, sharing tags and structured data. */
export function absoluteUrl(locale: Locale, href: string): string {
  return siteUrl() + getPathname({ locale, href });
}

export interface MetadataInput {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  /** The page's own image; else the per-language sharing image made for the site. */
  image?: string | null;
  /** Articles (news, stories) say so to sharing previews, with their date. */
  article?: { publishedTime: string | null };
  /**
   * The full <title> when the layout's template cannot apply: a page in the layout's own segment
   * (the home page) is not templated by Next.
   */
  absoluteTitle?: string;
}

/** Title, description, canonical, hreflang alternates and sharing tags; a fresh object per call. */
export function buildMetadata({
  locale,
  path,
  title,
  description,
  image,
  article,
  absoluteTitle,
}: MetadataInput): Metadata {
  const feeds = feedLinks(locale);
  const languages: Record<string, string> = {};
  for (const code of LOCALES) languages[LOCALE_RECORDS[code].hrefLang] = absoluteUrl(code, path);
  languages['x-default'] = absoluteUrl(routing.defaultLocale, path);
  const url = absoluteUrl(locale, path);
  // Absolute in the head: metadataBase (the layout) resolves root-relative paths against SITE_URL.
  const ogImage = image
    ? { url: image, alt: title }
    : { url: `/og/default-${locale}.png`, width: 1200, height: 630, alt: title };
  const common = {
    title,
    description,
    url,
    siteName: SITE.name,
    locale: LOCALE_RECORDS[locale].ogLocale,
    alternateLocale: LOCALES.filter((code) => code !== locale).map(
      (code) => LOCALE_RECORDS[code].ogLocale,
    ),
    images: [ogImage],
  };
  return {
    title: absoluteTitle ? { absolute: absoluteTitle } : title,
    description,
    alternates: {
      canonical: url,
      languages,
      // RSS autodiscovery: the language's news and tenders feeds, on every page.
      types: {
        'application/rss+xml': feeds.map((feed) => ({
          title: feed.title,
          url: siteUrl() + feed.href,
        })),
      },
    },
    openGraph: article
      ? { ...common, type: 'article', publishedTime: article.publishedTime ?? undefined }
      : { ...common, type: 'website' },
    twitter: { card: 'summary_large_image', title, description, images: [ogImage.url] },
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
    const locale = await routeLocale(params);
    const t = await getTranslations({ locale, namespace: `Pages.${key}` });
    return buildMetadata({ locale, path, title: t('title'), description: t('description') });
  };
}

/** Metadata of the not-found page: translated title (Next adds `noindex` for the 404 itself). */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), description: t('description') };
}
