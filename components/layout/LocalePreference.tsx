'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, isLocale } from '@/lib/i18n/locales';
import { useRouter, usePathname } from '@/lib/i18n/navigation';

/**
 * Records the language being read as the visitor's preference: next-intl's cookie (read by
 * proxy.ts at `/`) and the browser-storage key of spec §3. At `/`, when the cookie has been lost
 * but storage still has a preference, it restores it.
 */
export default function LocalePreference() {
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    } catch {
      return;
    }
    const hasCookie = document.cookie.split('; ').some((c) => c.startsWith(`${LOCALE_COOKIE}=`));
    if (pathname === '/' && !hasCookie && isLocale(stored) && stored !== locale) {
      router.replace('/', { locale: stored });
      return;
    }
    // The language being read becomes the preference, for the server (cookie) and the browser.
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  }, [locale, pathname, router]);

  return null;
}
