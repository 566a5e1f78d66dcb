import { getTranslations } from 'next-intl/server';
import PageHeader from '@/components/ui/PageHeader';
import { pageLocale, staticPageMetadata } from '@/lib/page';
import { SITE } from '@/lib/site';

export const generateMetadata = staticPageMetadata('internship', '/internship');

export default async function InternshipPage({ params }: PageProps<'/[locale]/internship'>) {
  await pageLocale(params);
  const t = await getTranslations('Pages.internship');
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
        <h2 className="section-title">{t('howTitle')}</h2>
        <p>
          {t.rich('how', {
            address: SITE.careersEmail,
            email: (chunks) => (
              <a href={`mailto:${SITE.careersEmail}?subject=${encodeURIComponent(t('subject'))}`}>
                {chunks}
              </a>
            ),
          })}
        </p>
      </div>
    </>
  );
}
