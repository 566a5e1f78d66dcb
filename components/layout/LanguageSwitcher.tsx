'use client';

import { LOCALE_STORAGE_KEY } from '@/lib/i18n/locale-codes.mjs';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/paths';
import { usePagePath } from './usePagePath';
import styles from './LanguageSwitcher.module.css';

export interface LanguageOption {
  code: Locale;
  nativeName: string;
  short: string;
  /** "Read this page in …", in the target language's own words. */
  label: string;
}

export interface LanguageSwitcherProps {
  label: string;
  /** The language of the page being read. */
  locale: Locale;
  options: LanguageOption[];
  /**
   * `others`: every language but the current one, by name (the top bar).
   * `buttons`: the given languages as short EN/AR buttons, the current one marked (main bar, drawer).
   */
  variant?: 'others' | 'buttons';
  className?: string;
}

function remember(code: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, code);
  } catch {
    // Storage can be unavailable (private mode): the link still opens the chosen language, and `/`
    // then shows English, as for a first visit.
  }
}

/**
 * Links to the same page in other languages, remembering the choice (docs/decisions.md, "Stored language"). The choice
 * is stored before the browser leaves, so the page it opens — `/` included, whose script reads the
 * preference (docs/decisions.md, "Stored language") — already sees it. A plain `<a>`: the other language's
 * page loads as a whole document, with its own `<html lang dir>` and that script, as a visitor
 * arriving from outside gets it.
 */
export default function LanguageSwitcher({
  label,
  locale: current,
  options,
  variant = 'others',
  className,
}: LanguageSwitcherProps) {
  const pathname = usePagePath();
  const shown =
    variant === 'others' ? options.filter((option) => option.code !== current) : options;
  // One "Language" landmark per page (the top bar's); the EN/AR buttons are a plain group.
  const Wrapper = variant === 'others' ? 'nav' : 'div';
  return (
    <Wrapper
      aria-label={label}
      role={variant === 'others' ? undefined : 'group'}
      className={`${styles.switcher} ${className ?? ''}`}
    >
      <ul>
        {shown.map((option) => (
          <li key={option.code}>
            <a
              href={localizePath(option.code, pathname)}
              hrefLang={option.code}
              lang={option.code}
              title={option.label}
              aria-current={option.code === current ? 'true' : undefined}
              className={variant === 'buttons' ? styles.button : styles.link}
              onClick={() => remember(option.code)}
            >
              {variant === 'buttons' ? option.short : option.nativeName}
            </a>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
