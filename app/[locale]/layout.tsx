import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import ErrorMessages from '@/components/layout/ErrorMessages';
import Footer from '@/components/layout/Footer';
import Header from '@/components/layout/Header';
import LocalePreference from '@/components/layout/LocalePreference';
import NavigationIndicator from '@/components/layout/NavigationIndicator';
import VitalsLoader from '@/components/layout/VitalsLoader';
import SearchDiscovery from '@/components/search/SearchDiscovery';
import { fontVariables } from '@/lib/fonts';
import { LOCALE_RECORDS, isLocale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/site';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/controls.css';
import '../styles/content.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  themeColor: '#0b4f6c',
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Site' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('fullName'), template: t('titleTemplate', { title: '%s' }) },
    description: t('description'),
    applicationName: t('name'),
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const record = LOCALE_RECORDS[locale];
  const t = await getTranslations('Common');
  const messages = await getMessages();

  return (
    <html lang={record.code} dir={record.dir} className={fontVariables}>
      <body>
        <LocalePreference locale={locale} />
        {/* Client leaves get their strings as props; only the error screen reads them from above.
            The member map's island has next-intl's provider around it, so its formatting code
            loads only there; the upload forms format theirs with lib/i18n/translate.ts. */}
        <ErrorMessages messages={messages.Error}>
          <a href="#main" className="skip-link">
            {t('skipToContent')}
          </a>
          <Header />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer />
          <NavigationIndicator label={t('loading')} />
          <SearchDiscovery />
        </ErrorMessages>
        <VitalsLoader />
      </body>
    </html>
  );
}
