import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { cache } from 'react';
import { routeLocale } from '@/lib/i18n/route-locale';
import { buildMetadata, notFoundMetadata, type MetadataInput } from '@/lib/seo/metadata';
import { staticIds } from '@/lib/static-params';
import { logProviderFailure } from '@/lib/provider';
import { cardImage, isCardKind, itemCard } from '@/lib/cards/cards';

export type Missing = { status: 'missing' };
export type Failed = { status: 'failed'; error: unknown };
export type Loaded<T> = { status: 'found'; item: T } | Missing | Failed;

/**
 * A detail page's read, told apart three ways: found, unknown id (404), or provider failure
 * (logged once here; the page then answers with an error that is never cached).
 */
export async function loadDetail<T>(read: Promise<T | null>, context: string): Promise<Loaded<T>> {
  try {
    const item = await read;
    return item ? { status: 'found', item } : { status: 'missing' };
  } catch (error) {
    logProviderFailure(context, error);
    return { status: 'failed', error };
  }
}

/** Metadata for a detail page whose item is unknown or could not be read. */
export async function fallbackMetadata(
  locale: Locale,
  loaded: Missing | Failed,
): Promise<Metadata> {
  if (loaded.status === 'missing') return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'Error' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

type DetailParams = Promise<{ locale: string; id: string }>;

export interface DetailRouteConfig<T extends { id: string }> {
  /** The list's path: items live at `${base}/${id}`. */
  base: string;
  /** The kind's first items (its resource's `first()`), whose pages are prerendered. */
  first: (locale: Locale, count: number) => Promise<{ id: string | null }[]>;
  get: (locale: Locale, id: string) => Promise<T | null>;
  /** Title and description of the item's page, for metadata (its card comes from lib/cards). */
  describe: (item: T, locale: Locale) => MetadataFields | Promise<MetadataFields>;
}

type MetadataFields = Pick<MetadataInput, 'title' | 'description' | 'article'>;

/**
 * What every detail route shares: the read (once per request, shared by metadata and page),
 * the ids to prerender, and the metadata, including for unknown ids and provider failures.
 */
export function detailRoute<T extends { id: string }>(config: DetailRouteConfig<T>) {
  const load = cache((locale: Locale, id: string) =>
    loadDetail(config.get(locale, id), `${config.base} detail`),
  );

  async function resolve(params: DetailParams) {
    const locale = await routeLocale(params);
    const { id } = await params;
    return { locale, loaded: await load(locale, id) };
  }

  return {
    resolve,
    generateStaticParams: () => staticIds(config.base, config.first),
    async generateMetadata({ params }: { params: DetailParams }): Promise<Metadata> {
      const { locale, loaded } = await resolve(params);
      if (loaded.status !== 'found') return fallbackMetadata(locale, loaded);
      const fields = await config.describe(loaded.item, locale);
      // The kind's share card, from the same table as the card route (lib/cards/cards.ts).
      const kind = config.base.slice(1);
      const card = isCardKind(kind)
        ? cardImage(kind, loaded.item.id, await itemCard(kind, loaded.item as never, locale))
        : undefined;
      return buildMetadata({ locale, path: `${config.base}/${loaded.item.id}`, ...fields, card });
    },
  };
}
