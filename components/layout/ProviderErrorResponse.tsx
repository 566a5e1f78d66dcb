import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export interface ProviderErrorResponseProps {
  /** The read that failed: rethrown so the response is an error and never cached. */
  error: unknown;
  back: { href: string; label: string };
}

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/** The failure rethrown inside a Suspense boundary, once the view before it is rendered. */
export function errorSignal(error: unknown) {
  return (
    <Suspense fallback={null}>
      <Rethrow error={error} />
    </Suspense>
  );
}

/**
 * A detail page whose content could not be read from the provider: the translated error view in
 * the server HTML, and the failure rethrown inside a Suspense boundary so that the response is
 * not cached as the page (an earlier good copy stays served) and the locale's error boundary
 * takes over on the client with its retry button. Same reasoning as NotFoundResponse; a page
 * with its own error view (the tender page) uses OwnStateResponse.
 */
export default async function ProviderErrorResponse({ error, back }: ProviderErrorResponseProps) {
  const t = await getTranslations('Error');
  return (
    <>
      <section className="container section" role="alert">
        <h1>{t('title')}</h1>
        <p>{t('description')}</p>
        <p>
          <Link href={back.href}>{back.label}</Link>
        </p>
      </section>
      {errorSignal(error)}
    </>
  );
}
