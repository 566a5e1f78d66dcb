import type { Locale } from '@/lib/i18n/locales';
import { TAGS } from '../cache';
import { providerRequest } from '../http';
import { pick, pickText, unwrapItem } from '../reshape';
import { cachedItem } from '../resource';
import type { SitePage } from '../types';

/** An editorial page by slug (who we are, get involved…); null when the provider has no such page. */
export const getEditorialPage = cachedItem(
  'page',
  [TAGS.pages],
  async (locale: Locale, slug: string): Promise<SitePage> => {
    const path = `/pages/${encodeURIComponent(slug)}`;
    const raw = unwrapItem(await providerRequest({ path, locale }), path);
    return {
      slug,
      title: pickText(raw, 'title', locale) ?? '',
      summary: pickText(raw, 'summary', locale),
      body: pick(raw, 'body', locale) ?? '',
    };
  },
);
