import { getTranslations } from 'next-intl/server';

/** Spec §2: while a page loads, a 'Loading page...' indicator shows. */
export default async function Loading() {
  const t = await getTranslations('Common');
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading-spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
