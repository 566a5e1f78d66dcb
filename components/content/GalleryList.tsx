import { getTranslations } from 'next-intl/server';
import ListLayout from '@/components/content/ListLayout';
import { galleryCard } from '@/components/content/cards';
import type { ListView } from '@/lib/list-route';
import type { GalleryImage } from '@/lib/provider';

export type GalleryListProps = ListView<GalleryImage>;

/** A page of `/gallery`. */
export default async function GalleryList({ locale, result, failed }: GalleryListProps) {
  const t = await getTranslations('Pages.gallery');
  return (
    <ListLayout
      title={t('title')}
      lead={t('description')}
      basePath="/gallery"
      cards={result.items.map((item) => galleryCard(item, locale))}
      page={result}
      failed={failed}
    />
  );
}
