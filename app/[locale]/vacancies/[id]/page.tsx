import { getMessages, getTranslations } from 'next-intl/server';
import DeferredApplicationForm from '@/components/applications/DeferredApplicationForm';
import ApplicationSection from '@/components/applications/ApplicationSection';
import DetailLayout from '@/components/content/DetailLayout';
import RichText from '@/components/content/RichText';
import FactList from '@/components/ui/FactList';
import { isOpen } from '@/lib/deadlines';
import { formatActionDate, formatDate, isolateLtr } from '@/lib/format';
import { codeLabel } from '@/lib/i18n/labels';
import { detailRoute } from '@/lib/detail';
import { detailBreadcrumb } from '@/lib/seo/breadcrumbs';
import { jobPostingJsonLd } from '@/lib/seo/jsonld';
import { absoluteUrl } from '@/lib/seo/metadata';
import { getVacancy, resources } from '@/lib/provider';
import DetailFallback from '@/components/layout/DetailFallback';

export const revalidate = 300;

const route = detailRoute({
  base: '/vacancies',
  first: resources.vacancies.first,
  get: getVacancy,
  describe: (vacancy) => ({ title: vacancy.title, description: vacancy.summary ?? vacancy.title }),
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function VacancyPage({ params }: PageProps<'/[locale]/vacancies/[id]'>) {
  const { locale, loaded } = await route.resolve(params);
  if (loaded.status !== 'found')
    return <DetailFallback loaded={loaded} back="/vacancies" section="vacancies" />;
  const vacancy = loaded.item;
  const t = await getTranslations('Lists');
  const tCommon = await getTranslations('Common');
  const tPage = await getTranslations('Pages.vacancies');
  const open = isOpen(vacancy);
  const tApply = await getTranslations('Applications');
  const messages = await getMessages();
  const type = codeLabel(t, 'employment', vacancy.employmentType);
  return (
    <DetailLayout
      structuredData={[
        await detailBreadcrumb(
          locale,
          { name: tPage('title'), path: '/vacancies' },
          { name: vacancy.title, path: `/vacancies/${vacancy.id}` },
        ),
        // Only an open vacancy is a job posting search engines should show.
        ...(open
          ? [
              jobPostingJsonLd({
                title: vacancy.title,
                descriptionHtml: `${vacancy.description}${vacancy.requirements}`,
                url: absoluteUrl(locale, `/vacancies/${vacancy.id}`),
                datePosted: vacancy.postedDate,
                validThrough: vacancy.deadline,
                employmentType: vacancy.employmentType,
                city: vacancy.location,
                hiringOrganizationName: (await getTranslations('Site'))('fullName'),
              }),
            ]
          : []),
      ]}
      title={vacancy.title}
      eyebrow={open ? tCommon('open') : tCommon('closed')}
      meta={
        vacancy.reference ? (
          <span>{t('reference', { reference: isolateLtr(vacancy.reference) })}</span>
        ) : null
      }
      lead={vacancy.summary}
      back={{ href: '/vacancies', label: tCommon('backTo', { section: tPage('title') }) }}
      aside={
        <FactList
          facts={[
            { label: tCommon('location'), value: vacancy.location },
            { label: t('employmentType'), value: type },
            { label: t('postedLabel'), value: formatDate(vacancy.postedDate, locale) },
            { label: t('deadlineLabel'), value: formatActionDate(vacancy.deadline, locale) },
          ]}
        />
      }
    >
      <h2>{t('responsibilities')}</h2>
      <RichText html={vacancy.description} under={2} />
      <h2>{t('requirements')}</h2>
      <RichText html={vacancy.requirements} under={2} />
      {open ? (
        <ApplicationSection title={tApply('job.title')} intro={tApply('job.intro')}>
          {/* Only this island needs the application form's strings: passed as they are, formatted
              in the browser by lib/i18n/translate rather than next-intl's client runtime. Its
              code loads after the paint (DeferredApplicationForm). */}
          <DeferredApplicationForm
            kind="job"
            vacancyId={vacancy.id}
            locale={locale}
            messages={messages.Applications}
          />
        </ApplicationSection>
      ) : (
        <>
          <h2>{t('howToApply')}</h2>
          <p>{tPage('closed')}</p>
        </>
      )}
    </DetailLayout>
  );
}
