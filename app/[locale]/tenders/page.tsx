import { tendersList as list } from '@/components/content/lists';

// Static and revalidated like the detail pages; later pages live at /tenders/page/N
// (README, "Content pages").
export const revalidate = 300;
export const generateMetadata = list.generateMetadata;
export default list.FirstPage;
