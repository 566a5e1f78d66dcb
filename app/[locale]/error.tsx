'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';

/** A page that failed to render: a localised message and a retry, never a stack trace. */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Error');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="container section" role="alert">
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
      <button type="button" className="button" onClick={reset}>
        {t('retry')}
      </button>
    </section>
  );
}
