'use client';

import { usePathname } from 'next/navigation';
import { pathWithoutLocale } from '@/lib/i18n/paths';

/**
 * The page being read, without its language (`/ar/news` → `/news`): what the header compares its
 * menu items with. Read from `next/navigation`, not next-intl's client navigation, which would put
 * next-intl's router into every page's JavaScript.
 */
export function usePagePath(): string {
  return pathWithoutLocale(usePathname() ?? '/');
}
