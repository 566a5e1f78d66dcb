'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, isLocale } from '@/lib/i18n/locales';
import { useRouter, usePathname } from '@/lib/i18n/navigation';

/**
 * Keeps the browser-storage copy of the language preference (spec §3) in step with the page, and
 * restores it at `/` when the cookie that proxy.ts reads has been lost but storage still has it.
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
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  }, [locale, pathname, router]);

  return null;
}
