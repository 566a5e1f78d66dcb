'use client';

import { useCallback, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { MenuTexts } from './header-types';

/** One request per language and page load, shared by every render and kept across navigations. */
const requests = new Map<Locale, Promise<MenuTexts | null>>();

function request(locale: Locale): Promise<MenuTexts | null> {
  let pending = requests.get(locale);
  if (!pending) {
    pending = fetch(`/menu/${locale}.json`)
      .then((response) => (response.ok ? (response.json() as Promise<MenuTexts>) : null))
      .catch(() => null)
      .then((texts) => {
        // A failed request is tried again the next time the menu is reached for.
        if (!texts) requests.delete(locale);
        return texts;
      });
    requests.set(locale, pending);
  }
  return pending;
}

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
    void request(locale).then((answer) => {
      if (answer) setTexts(answer);
    });
  }, [locale, texts]);
  return { texts, load };
}
