import { getTranslations } from 'next-intl/server';
import DetailLayout from '@/components/content/DetailLayout';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { detailRoute } from '@/lib/detail';
import { detailBreadcrumb } from '@/lib/seo/breadcrumbs';
import { getGalleryImage, getGalleryImages, resources, withFallback } from '@/lib/provider';
import DetailFallback from '@/components/layout/DetailFallback';

export const revalidate = 300;

const route = detailRoute({
  base: '/gallery',
  first: resources.gallery.first,
  get: getGalleryImage,
  describe: (image) => ({
    title: image.title,
    description: image.caption ?? image.title,
  }),
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function GalleryImagePage({ params }: PageProps<'/[locale]/gallery/[id]'>) {
  const { locale, loaded } = await route.resolve(params);
  if (loaded.status !== 'found')
    return <DetailFallback loaded={loaded} back="/gallery" section="gallery" />;
  const image = loaded.item;
  const tCommon = await getTranslations('Common');
  const tPage = await getTranslations('Pages.gallery');
  // Previous and next follow the gallery's own order.
  const all = await withFallback(
    getGalleryImages(locale, { perPage: 100 }).then((r) => r.items),
    [],
    'gallery neighbours',
  );
  const index = all.findIndex((item) => item.id === image.id);
  const previous = index > 0 ? all[index - 1] : undefined;
  const next = index >= 0 ? all[index + 1] : undefined;
  return (
    <DetailLayout
      structuredData={[
        await detailBreadcrumb(
          locale,
          { name: tPage('title'), path: '/gallery' },
          { name: image.title, path: `/gallery/${image.id}` },
        ),
      ]}
      title={image.title}
      eyebrow={image.album}
      meta={image.date ? <time dateTime={image.date}>{formatDate(image.date, locale)}</time> : null}
      image={image.image}
      imageCaption={image.caption}
      back={{ href: '/gallery', label: tCommon('backTo', { section: tPage('title') }) }}
    >
      <nav className="prev-next" aria-label={tPage('title')}>
        {previous ? (
          <Link href={`/gallery/${previous.id}`} rel="prev">
            <span className="flip-rtl" aria-hidden="true">
              ←
            </span>{' '}
            {previous.title}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link href={`/gallery/${next.id}`} rel="next">
            {next.title}{' '}
            <span className="flip-rtl" aria-hidden="true">
              →
            </span>
          </Link>
        ) : null}
      </nav>
    </DetailLayout>
  );
}
