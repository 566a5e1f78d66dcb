import { getTranslations } from 'next-intl/server';
import DetailLayout from '@/components/content/DetailLayout';
import ContentImage from '@/components/ui/ContentImage';
import FactList from '@/components/ui/FactList';
import { fileFormat, formatActionDate, formatDate, formatFileSize, formatYear } from '@/lib/format';
import { codeLabel } from '@/lib/i18n/labels';
import { detailRoute } from '@/lib/detail';
import { detailBreadcrumb } from '@/lib/seo/breadcrumbs';
import { getPublication, resources } from '@/lib/provider';
import DetailFallback from '@/components/layout/DetailFallback';

export const revalidate = 300;

const route = detailRoute({
  base: '/publications',
  first: resources.publications.first,
  get: getPublication,
  describe: (publication) => ({
    title: publication.title,
    description: publication.summary ?? publication.title,
  }),
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function PublicationPage({
  params,
}: PageProps<'/[locale]/publications/[id]'>) {
  const { locale, loaded } = await route.resolve(params);
  if (loaded.status !== 'found')
    return <DetailFallback loaded={loaded} back="/publications" section="publications" />;
  const publication = loaded.item;
  const t = await getTranslations('Lists');
  const tCommon = await getTranslations('Common');
  const tPage = await getTranslations('Pages.publications');
  const tSite = await getTranslations('Site');
  const format = publication.file ? fileFormat(publication.file) : null;
  return (
    <DetailLayout
      structuredData={[
        await detailBreadcrumb(
          locale,
          { name: tPage('title'), path: '/publications' },
          { name: publication.title, path: `/publications/${publication.id}` },
        ),
      ]}
      title={publication.title}
      eyebrow={tPage('title')}
      meta={
        publication.date ? (
          <time dateTime={publication.date}>
            {tCommon('published', { date: formatDate(publication.date, locale) ?? '' })}
          </time>
        ) : null
      }
      lead={publication.summary}
      body={publication.body}
      back={{ href: '/publications', label: tCommon('backTo', { section: tPage('title') }) }}
      aside={
        <>
          {publication.image ? (
            <ContentImage
              src={publication.image}
              alt=""
              width={800}
              height={1100}
              sizes="320px"
              className="cover-image"
            />
          ) : null}
          <FactList
            facts={[
              { label: t('publisher'), value: tSite('fullName') },
              {
                label: t('year'),
                value: publication.date
                  ? formatYear(Number(publication.date.slice(0, 4)), locale)
                  : null,
              },
              { label: t('type'), value: codeLabel(t, 'kinds', publication.kind) },
              // With the Gregorian day beside a Persian date, matching the Gregorian year above it and
              // the year filter (the Persian review of 2026-12-06, L7).
              { label: tCommon('date'), value: formatActionDate(publication.date, locale) },
              {
                label: t('length'),
                value: publication.pages ? t('pages', { count: publication.pages }) : null,
              },
            ]}
          />
          {publication.file ? (
            <p>
              <a
                className="button"
                href={publication.file}
                target="_blank"
                rel="noopener"
                type={format === 'PDF' ? 'application/pdf' : undefined}
              >
                {format && publication.fileSize
                  ? t('download', { format, size: formatFileSize(publication.fileSize, locale) })
                  : tCommon('download')}
                <span className="visually-hidden"> {tCommon('opensInNewTab')}</span>
              </a>
            </p>
          ) : null}
        </>
      }
    />
  );
}
