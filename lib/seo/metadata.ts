import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import { LOCALES, LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { routeLocale } from '@/lib/i18n/route-locale';
import type { Messages } from '@/lib/i18n/messages';
import { feedLinks } from '@/lib/seo/feeds';
import { cardImage, pageCard, PAGE_CARDS, type CardImage } from '@/lib/cards/cards';
import { CARD_HEIGHT, CARD_TYPE, CARD_WIDTH } from '@/lib/cards/size';
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
  /**
   * The page's share card (lib/cards): its title on the site's artwork, in its language. Else the
   * language's default card. The page's own photo is not used for sharing: it is a WebP, which
   * some networks do not show, and it does not carry the title.
   */
  card?: CardImage;
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
  card,
  article,
  absoluteTitle,
}: MetadataInput): Metadata {
  const feeds = feedLinks(locale);
  const languages: Record<string, string> = {};
  for (const code of LOCALES) languages[LOCALE_RECORDS[code].hrefLang] = absoluteUrl(code, path);
  languages['x-default'] = absoluteUrl(routing.defaultLocale, path);
  const url = absoluteUrl(locale, path);
  // Absolute in the head: metadataBase (the layout) resolves root-relative paths against SITE_URL.
  const ogImage = card
    ? { url: card.url, width: CARD_WIDTH, height: CARD_HEIGHT, type: CARD_TYPE, alt: card.alt }
    : {
        url: `/og/default-${locale}.png`,
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        type: 'image/png',
        alt: title,
      };
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
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [{ url: ogImage.url, alt: ogImage.alt }],
    },
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
    return buildMetadata({
      locale,
      path,
      title: t('title'),
      description: t('description'),
      card: cardImage(PAGE_CARDS, key, await pageCard(key, locale)),
    });
  };
}

/** Metadata of the not-found page: translated title (Next adds `noindex` for the 404 itself). */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), description: t('description') };
}
