import { getTranslations } from 'next-intl/server';
import ListLayout from '@/components/content/ListLayout';
import { vacancyCard } from '@/components/content/cards';
import { isOpen } from '@/lib/deadlines';
import type { ListView } from '@/lib/list-route';
import type { Vacancy } from '@/lib/provider';

export type VacanciesListProps = ListView<Vacancy>;

/** A page of `/vacancies`, each card marked open or closed. */
export default async function VacanciesList({ locale, result, failed }: VacanciesListProps) {
  const t = await getTranslations('Pages.vacancies');
  const tCommon = await getTranslations('Common');
  return (
    <ListLayout
      title={t('title')}
      lead={t('description')}
      basePath="/vacancies"
      cards={result.items.map((item) =>
        vacancyCard(item, locale, isOpen(item) ? tCommon('open') : tCommon('closed')),
      )}
      page={result}
      failed={failed}
    />
  );
}
