import { getTranslations } from 'next-intl/server';
import type { Failed, Missing } from '@/lib/detail';
import type { Messages } from '@/lib/i18n/messages';
import NotFoundResponse from './NotFoundResponse';
import ProviderErrorResponse from './ProviderErrorResponse';

export interface DetailFallbackProps {
  loaded: Missing | Failed;
  /** The list the item belongs to, for the way back. */
  back: string;
  section: keyof Messages['Pages'];
}

/** A detail page without its item: the 404 page for an unknown id, an error page otherwise. */
export default async function DetailFallback({ loaded, back, section }: DetailFallbackProps) {
  if (loaded.status === 'missing') return <NotFoundResponse />;
  const tCommon = await getTranslations('Common');
  const tPages = await getTranslations('Pages');
  const label = tCommon('backTo', { section: tPages(`${section}.title` as 'news.title') });
  return <ProviderErrorResponse error={loaded.error} back={{ href: back, label }} />;
}
