import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { MAX_QUERY_LENGTH } from '@/lib/search/engine';
import SearchIcon from './SearchIcon';
import styles from './SearchForm.module.css';

export interface SearchFormProps {
  /** Several forms may share a page (header, drawer, results page): each field has its own id. */
  id: string;
  defaultValue?: string;
  variant: 'page' | 'header' | 'drawer';
}

/**
 * A plain GET form to the language's search page (the site's `search-form` look, as on the
 * publications list): it works without JavaScript, the URL it
 * leads to can be shared, and the browser's back button returns to the same results.
 */
export default async function SearchForm({ id, defaultValue, variant }: SearchFormProps) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Search');
  return (
    <form
      role="search"
      method="get"
      action={getPathname({ locale, href: '/search' })}
      className={`search-form ${styles.form} ${styles[variant]}`}
      aria-label={variant === 'page' ? undefined : t('label')}
    >
      <label htmlFor={id} className={variant === 'page' ? undefined : 'visually-hidden'}>
        {t('label')}
      </label>
      <div>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          placeholder={t('placeholder')}
          maxLength={MAX_QUERY_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon />
          <span className={variant === 'page' ? undefined : 'visually-hidden'}>{t('submit')}</span>
        </button>
      </div>
    </form>
  );
}
