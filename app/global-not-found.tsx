import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import Footer from '@/components/layout/Footer';
import Header from '@/components/layout/Header';
import NotFoundView from '@/components/layout/NotFoundView';
import { fontVariables } from '@/lib/fonts';
import { DEFAULT_LOCALE, LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/content.css';

/**
 * Only addresses that no route matches come here, and today there are none: everything under a
 * language, English included, is answered by app/[locale]/[...missing]. Kept as Next's answer for
 * any path a future route table leaves unmatched, which names no language: in English.
 */
const locale: Locale = DEFAULT_LOCALE;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const tSite = await getTranslations({ locale, namespace: 'Site' });
  return {
    title: tSite('titleTemplate', { title: t('title') }),
    description: t('description'),
    robots: { index: false, follow: true },
  };
}

// Unmatched paths: the 404 page is in the server HTML.
// https://nextjs.org/docs/app/api-reference/file-conventions/not-found#global-not-foundjs-experimental
export default async function GlobalNotFound() {
  setRequestLocale(locale);
  const record = LOCALE_RECORDS[locale];
  return (
    <html lang={record.code} dir={record.dir} className={fontVariables}>
      <body>
        {/* No next-intl client provider: the header's islands get their language as a prop. */}
        <Header />
        <main id="main">
          <NotFoundView />
        </main>
        <Footer />
      </body>
    </html>
  );
}
