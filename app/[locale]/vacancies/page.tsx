import VacanciesList from '@/components/content/VacanciesList';
import { listRoute } from '@/lib/list-route';

const list = listRoute('vacancies');

// Static and revalidated like the detail pages; later pages live at /vacancies/page/N
// (docs/features.md, "Content pages").
export const revalidate = 300;
export const generateMetadata = list.generateMetadata;

export default async function VacanciesPage({ params }: PageProps<'/[locale]/vacancies'>) {
  return <VacanciesList {...await list.first(params)} />;
}
