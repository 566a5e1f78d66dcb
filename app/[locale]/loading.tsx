'use client';

import { useTranslations } from 'next-intl';

/**
 * Spec §2: while a page loads, a 'Loading page...' indicator shows. A client component: a server
 * one has no locale param here and would read request headers, making every page dynamic.
 */
export default function Loading() {
  const t = useTranslations('Common');
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading-spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
