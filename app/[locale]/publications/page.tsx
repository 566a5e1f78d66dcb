import { publicationsList as list } from '@/components/content/lists';

// Static and revalidated like the detail pages; later pages live at /publications/page/N
// (README, "Content pages").
export const revalidate = 300;
export const generateMetadata = list.generateMetadata;
export default list.FirstPage;
