import type { Metadata } from 'next';
import { cache, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import NotFoundResponse from '@/components/layout/NotFoundResponse';
import ProviderErrorResponse from '@/components/layout/ProviderErrorResponse';
import { fallbackMetadata, loadDetail } from '@/lib/detail';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import {
  LISTS,
  emptyPage,
  listPath,
  listStaticParams,
  parsePageNumber,
  readListPage,
  type ListItem,
  type ListName,
} from '@/lib/list';
import { routeLocale } from '@/lib/i18n/route-locale';
import { buildMetadata, staticPageMetadata } from '@/lib/seo/metadata';
import { withFallback, type ListOptions, type Paged } from '@/lib/provider';

/**
 * Metadata of a per-request filtered view (`/projects/filter`, `/publications/search`): the list's
 * own title and canonical, and `noindex`: results pages are not pages to index, their links are.
 */
export function filteredViewMetadata(section: keyof Messages['Pages'], base: string) {
  const listMetadata = staticPageMetadata(section, base);
  return async (props: FirstProps): Promise<Metadata> => ({
    ...(await listMetadata(props)),
    robots: { index: false, follow: true },
  });
}

/** What a list's view receives: one page of items, already read. */
export interface ListView<T> {
  locale: Locale;
  result: Paged<T>;
  /** The provider failed: the view says so instead of "nothing yet". */
  failed: boolean;
}

type FirstProps = { params: Promise<{ locale: string }> };
type PagedProps = { params: Promise<{ locale: string; page: string }> };

/**
 * The two routes of a paged list, from its entry in `LISTS` and its view: `/news` (page 1) and
 * `/news/page/N`. Both are static and revalidated like detail pages, since nothing in them
 * depends on the request (README, "Content pages").
 *
 * - Page 1 falls back to "unavailable" when the provider fails (spec §8), kept briefly.
 * - Page N answers 404 when N is not a page of the list today, and an uncached error when the
 *   provider fails: a stale copy keeps being served meanwhile, and no URL a stranger invents
 *   becomes a cache entry.
 */
export function pagedList<K extends ListName>(
  name: K,
  section: keyof Messages['Pages'],
  View: (view: ListView<ListItem<K>>) => Promise<ReactNode>,
) {
  const kind = LISTS[name];
  const read = kind.read as (locale: Locale, options?: ListOptions) => Promise<Paged<ListItem<K>>>;
  const options = { perPage: kind.perPage };
  // Shared by the metadata and the page of one request.
  const load = cache((locale: Locale, page: number) =>
    loadDetail(readListPage(read, locale, page, options), `${name} list page`),
  );

  async function resolve(params: PagedProps['params']) {
    const locale = await routeLocale(params);
    const page = parsePageNumber((await params).page);
    // Page 1 has its own address (next.config.mjs redirects …/page/1 there).
    if (page === null || page === 1) return { locale, page, loaded: { status: 'missing' } as const };
    return { locale, page, loaded: await load(locale, page) };
  }

  return {
    generateMetadata: staticPageMetadata(section, kind.base),

    async FirstPage({ params }: FirstProps) {
      const locale = await routeLocale(params);
      const result = await withFallback(
        read(locale, { ...options, page: 1 }),
        emptyPage<ListItem<K>>(),
        `${name} list`,
      );
      return <View locale={locale} result={result} failed={'failed' in result} />;
    },

    generateStaticParams: () => listStaticParams(kind),

    async generatePageMetadata({ params }: PagedProps): Promise<Metadata> {
      const { locale, loaded } = await resolve(params);
      if (loaded.status !== 'found') return fallbackMetadata(locale, loaded);
      const t = await getTranslations({ locale, namespace: `Pages.${section}` });
      const tCommon = await getTranslations({ locale, namespace: 'Common' });
      return buildMetadata({
        locale,
        path: listPath(kind.base, loaded.item.page),
        title: `${t('title')} — ${tCommon('pageOf', { page: loaded.item.page, total: loaded.item.lastPage })}`,
        description: t('description'),
      });
    },

    async Page({ params }: PagedProps) {
      const { locale, loaded } = await resolve(params);
      if (loaded.status === 'missing') return <NotFoundResponse />;
      if (loaded.status === 'failed') {
        const tCommon = await getTranslations('Common');
        const tPages = await getTranslations('Pages');
        const label = tCommon('backTo', { section: tPages(`${section}.title` as 'news.title') });
        return <ProviderErrorResponse error={loaded.error} back={{ href: kind.base, label }} />;
      }
      return <View locale={locale} result={loaded.item} failed={false} />;
    },
  };
}
