import PublicationsList from '@/components/content/PublicationsList';
import DetailFallback from '@/components/layout/DetailFallback';
import { publicationYears } from '@/lib/list-filters';
import { resources } from '@/lib/provider';
import { listRoute } from '@/lib/list-route';

const list = listRoute('publications');

// Prerendered at build for the first pages, rendered on first visit for later ones, refreshed
// every five minutes; a number that is not a page of the list answers 404 and is never stored.
export const revalidate = 300;
export const generateStaticParams = list.generateStaticParams;
export const generateMetadata = list.generateNumberedMetadata;

export default async function PublicationsNumberedPage({
  params,
}: PageProps<'/[locale]/publications/page/[page]'>) {
  const { locale, loaded } = await list.resolve(params);
  if (loaded.status !== 'found')
    return <DetailFallback loaded={loaded} back="/publications" section="publications" />;
  const years = await publicationYears(resources.publications.all(locale));
  return <PublicationsList locale={locale} result={loaded.item} failed={false} years={years} />;
}
