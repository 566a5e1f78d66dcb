'use client';

import { useLocale } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { LOCALE_STORAGE_KEY, type Locale } from '@/lib/i18n/locales';
import styles from './LanguageSwitcher.module.css';

export interface LanguageOption {
  code: Locale;
  nativeName: string;
  /** "Read this page in …", in the target language's own words. */
  label: string;
}

export interface LanguageSwitcherProps {
  label: string;
  options: LanguageOption[];
}

/** Links to the same page in each other language, remembering the choice (spec §4 Language). */
export default function LanguageSwitcher({ label, options }: LanguageSwitcherProps) {
  const pathname = usePathname();
  const current = useLocale();
  return (
    <nav aria-label={label} className={styles.switcher}>
      <ul>
        {options
          .filter((option) => option.code !== current)
          .map((option) => (
            <li key={option.code}>
              <Link
                href={pathname}
                locale={option.code}
                hrefLang={option.code}
                lang={option.code}
                title={option.label}
                className={styles.link}
                onClick={() => {
                  try {
                    window.localStorage.setItem(LOCALE_STORAGE_KEY, option.code);
                  } catch {
                    // Storage can be unavailable (private mode); the cookie still carries the choice.
                  }
                }}
              >
                {option.nativeName}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
