import ProjectsList from '@/components/content/ProjectsList';
import { listRoute } from '@/lib/list-route';

const list = listRoute('projects');

// Static and revalidated like the detail pages; later pages live at /projects/page/N
// (docs/features.md, "Content pages").
export const revalidate = 300;
export const generateMetadata = list.generateMetadata;

export default async function ProjectsPage({ params }: PageProps<'/[locale]/projects'>) {
  return <ProjectsList {...await list.first(params)} />;
}
