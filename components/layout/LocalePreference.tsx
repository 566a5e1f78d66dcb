import { DEFAULT_LOCALE, LOCALES, LOCALE_STORAGE_KEY, type Locale } from '@/lib/i18n/locales';

export interface LocalePreferenceProps {
  locale: Locale;
}

/**
 * The stored language (docs/decisions.md, "Stored language"), kept in the browser so that `/` is one static
 * page a CDN can share: the server never reads a cookie. The language being read becomes the
 * preference; on the English home page `/`, a stored other language is opened instead, before the
 * page is painted. An inline script rather than a client component: it must run before the first
 * paint, and it needs no React (it is the same on every page of a language, so pages stay static).
 */
export default function LocalePreference({ locale }: LocalePreferenceProps) {
  const others = LOCALES.filter((code) => code !== DEFAULT_LOCALE);
  const args = [LOCALE_STORAGE_KEY, locale, locale === DEFAULT_LOCALE ? others : []]
    .map((value) => JSON.stringify(value))
    .join(',');
  const script =
    `(function(k,c,o){try{var s=localStorage.getItem(k);` +
    `if(location.pathname==='/'&&o.indexOf(s)>=0){location.replace('/'+s+location.search+location.hash);return}` +
    `localStorage.setItem(k,c)}catch(e){}})(${args})`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
