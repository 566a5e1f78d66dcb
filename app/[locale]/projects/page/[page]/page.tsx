import ProjectsList from '@/components/content/ProjectsList';
import DetailFallback from '@/components/layout/DetailFallback';
import { listRoute } from '@/lib/list-route';

const list = listRoute('projects');

// Prerendered at build for the first pages, rendered on first visit for later ones, refreshed
// every five minutes; a number that is not a page of the list answers 404 and is never stored.
export const revalidate = 300;
export const generateStaticParams = list.generateStaticParams;
export const generateMetadata = list.generateNumberedMetadata;

export default async function ProjectsNumberedPage({
  params,
}: PageProps<'/[locale]/projects/page/[page]'>) {
  const { loaded } = await list.resolve(params);
  if (loaded.status !== 'found')
    return <DetailFallback loaded={loaded} back="/projects" section="projects" />;
  return <ProjectsList result={loaded.item} failed={false} />;
}
