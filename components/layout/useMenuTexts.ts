'use client';

import { useCallback, useState } from 'react';
import { fetchJsonOnce } from '@/lib/fetch-once';
import type { Locale } from '@/lib/i18n/locales';
import type { MenuTexts } from './header-types';

/**
 * The mega menu panels' descriptive text (header-types.ts, MenuTexts), fetched the first time the
 * visitor reaches for the menu — the pointer over the bar, focus in it, a panel opened — instead
 * of being carried in every page's HTML. `load` starts the request; `texts` is null until it
 * answers. Without them a panel still shows every link; the text follows.
 */
export function useMenuTexts(locale: Locale) {
  const [texts, setTexts] = useState<MenuTexts | null>(null);
  const load = useCallback(() => {
    if (texts) return;
    // One request per language and page load; a failed one is tried again next time.
    fetchJsonOnce<MenuTexts>(`/menu/${locale}.json`).then(setTexts, () => undefined);
  }, [locale, texts]);
  return { texts, load };
}
