import { getTranslations } from 'next-intl/server';
import ListPage from '@/components/content/ListPage';
import { vacancyCard } from '@/components/content/cards';
import { isOpen } from '@/lib/deadlines';
import { PER_PAGE, emptyPage, pageParam } from '@/lib/list';
import { pageLocale, staticPageMetadata } from '@/lib/page';
import { getVacancies, withFallback, type Vacancy } from '@/lib/provider';

export const generateMetadata = staticPageMetadata('vacancies', '/vacancies');

export default async function VacanciesPage({
  params,
  searchParams,
}: PageProps<'/[locale]/vacancies'>) {
  const locale = await pageLocale(params);
  const page = await pageParam(searchParams);
  const t = await getTranslations('Pages.vacancies');
  const tCommon = await getTranslations('Common');
  const result = await withFallback(
    getVacancies(locale, { page, perPage: PER_PAGE }),
    emptyPage<Vacancy>(),
    'vacancies list',
  );
  return (
    <ListPage
      title={t('title')}
      lead={t('description')}
      basePath="/vacancies"
      cards={result.items.map((item) =>
        vacancyCard(item, locale, isOpen(item) ? tCommon('open') : tCommon('closed')),
      )}
      page={result}
      failed={'failed' in result}
    />
  );
}
