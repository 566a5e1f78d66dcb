import { withFallback, type Publication } from '@/lib/provider';

/**
 * The filters of the two lists with a per-request filtered view (`/projects/filter`,
 * `/publications/search`): closed lists of values, so the reads they cause stay bounded (docs/operations.md,
 * "What is cached, and for how long").
 */

export const PROJECT_THEMES = ['water', 'energy', 'food', 'environment', 'nexus'] as const;
export const PROJECT_STATUSES = ['ongoing', 'completed'] as const;

export interface ProjectFilters {
  theme?: (typeof PROJECT_THEMES)[number];
  status?: (typeof PROJECT_STATUSES)[number];
}

export const PUBLICATION_KINDS = [
  'report',
  'policy-brief',
  'guideline',
  'proceedings',
  'atlas',
] as const;

export interface PublicationFilters {
  q?: string;
  kind?: (typeof PUBLICATION_KINDS)[number];
  year?: string;
}

/**
 * The years on offer, newest first, from the whole list (`all()`: every page of 100, cached and
 * bounded), not its first page: an archive's older years are offered too (docs/scale.md).
 */
export async function publicationYears(all: Promise<Publication[]>): Promise<string[]> {
  const items = await withFallback(all, [], 'publication years');
  return [...new Set(items.map((p) => p.date?.slice(0, 4)).filter((y): y is string => Boolean(y)))]
    .sort()
    .reverse();
}
