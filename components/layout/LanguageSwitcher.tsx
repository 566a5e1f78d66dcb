'use client';

import { useLocale } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { LOCALE_STORAGE_KEY, type Locale } from '@/lib/i18n/locales';
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
    // Storage can be unavailable (private mode); the cookie still carries the choice.
  }
}

/** Links to the same page in other languages, remembering the choice (spec §4 Language). */
export default function LanguageSwitcher({
  label,
  options,
  variant = 'others',
  className,
}: LanguageSwitcherProps) {
  const pathname = usePathname();
  const current = useLocale();
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
            <Link
              href={pathname}
              locale={option.code}
              // Another language is a different page and a redirect for English: not worth prefetching.
              prefetch={false}
              hrefLang={option.code}
              lang={option.code}
              title={option.label}
              aria-current={option.code === current ? 'true' : undefined}
              className={variant === 'buttons' ? styles.button : styles.link}
              onClick={() => remember(option.code)}
            >
              {variant === 'buttons' ? option.short : option.nativeName}
            </Link>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
