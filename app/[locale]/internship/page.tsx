import { getMessages, getTranslations } from 'next-intl/server';
import DeferredApplicationForm from '@/components/applications/DeferredApplicationForm';
import ApplicationSection from '@/components/applications/ApplicationSection';
import PageHeader from '@/components/ui/PageHeader';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = staticPageMetadata('internship', '/internship');

export default async function InternshipPage({ params }: PageProps<'/[locale]/internship'>) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Pages.internship');
  const tApply = await getTranslations('Applications');
  const messages = await getMessages();
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <div className="container section">
        <p className="lead-text">{t('intro')}</p>
        <div className="two-columns">
          <section className="panel">
            <h2>{t('whatTitle')}</h2>
            <ul>
              <li>{t('what1')}</li>
              <li>{t('what2')}</li>
              <li>{t('what3')}</li>
            </ul>
          </section>
          <section className="panel">
            <h2>{t('whoTitle')}</h2>
            <ul>
              <li>{t('who1')}</li>
              <li>{t('who2')}</li>
              <li>{t('who3')}</li>
            </ul>
          </section>
        </div>
        <ApplicationSection title={tApply('internship.title')} intro={tApply('internship.intro')}>
          {/* Only this island needs the application form's strings: passed as they are, formatted
              in the browser by lib/i18n/translate rather than next-intl's client runtime. Its
              code loads after the paint (DeferredApplicationForm). */}
          <DeferredApplicationForm
            kind="internship"
            locale={locale}
            messages={messages.Applications}
          />
        </ApplicationSection>
      </div>
    </>
  );
}
