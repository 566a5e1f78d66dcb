import MediaList from '@/components/content/MediaList';
import DetailFallback from '@/components/layout/DetailFallback';
import { listRoute } from '@/lib/list-route';

const list = listRoute('media');

// Prerendered at build for the first pages, rendered on first visit for later ones, refreshed
// every five minutes; a number that is not a page of the list answers 404 and is never stored.
export const revalidate = 300;
export const generateStaticParams = list.generateStaticParams;
export const generateMetadata = list.generateNumberedMetadata;

export default async function MediaNumberedPage({
  params,
}: PageProps<'/[locale]/media/page/[page]'>) {
  const { locale, loaded } = await list.resolve(params);
  if (loaded.status !== 'found')
    return <DetailFallback loaded={loaded} back="/media" section="media" />;
  return <MediaList locale={locale} result={loaded.item} failed={false} />;
}
