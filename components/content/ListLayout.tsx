import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import PageHeader from '@/components/ui/PageHeader';
import CardGrid from '@/components/ui/CardGrid';
import Pagination from '@/components/ui/Pagination';
import type { CardData } from '@/components/ui/Card';

export interface ListLayoutProps {
  title: string;
  lead?: string | null;
  cards: CardData[];
  basePath: string;
  page?: { page: number; lastPage: number };
  /** Filters in force, kept by the page links. */
  query?: Record<string, string | undefined>;
  columns?: 2 | 3 | 4;
  /** Shown when the provider failed, instead of the "nothing yet" text. */
  failed?: boolean;
  /** What to say when a search or filter leaves nothing. */
  emptyText?: string;
  before?: ReactNode;
  after?: ReactNode;
}

/** A list route: page header, optional intro, the cards, and page links. */
export default async function ListLayout({ title, lead, cards, basePath, page, query, columns, failed, emptyText, before, after }: ListLayoutProps) {
  const t = await getTranslations('Common');
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="container section">
        {before}
        <CardGrid cards={cards} columns={columns} leadsPage emptyText={failed ? t('unavailable') : (emptyText ?? t('empty'))} />
        {page ? <Pagination page={page.page} lastPage={page.lastPage} basePath={basePath} query={query} /> : null}
        {after}
      </div>
    </>
  );
}
