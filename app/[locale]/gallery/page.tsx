import { getTranslations } from 'next-intl/server';
import ListPage from '@/components/content/ListPage';
import { galleryCard } from '@/components/content/cards';
import { emptyPage, pageParam } from '@/lib/list';
import { pageLocale, staticPageMetadata } from '@/lib/page';
import { getGalleryImages, withFallback, type GalleryImage } from '@/lib/provider';

export const generateMetadata = staticPageMetadata('gallery', '/gallery');

export default async function GalleryPage({
  params,
  searchParams,
}: PageProps<'/[locale]/gallery'>) {
  const locale = await pageLocale(params);
  const page = await pageParam(searchParams);
  const t = await getTranslations('Pages.gallery');
  const result = await withFallback(
    getGalleryImages(locale, { page, perPage: 12 }),
    emptyPage<GalleryImage>(),
    'gallery list',
  );
  return (
    <ListPage
      title={t('title')}
      lead={t('description')}
      basePath="/gallery"
      cards={result.items.map((item) => galleryCard(item, locale))}
      page={result}
      failed={'failed' in result}
    />
  );
}
