import { Suspense, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import KeepServerView from './KeepServerView';

export type ProviderErrorResponseProps = {
  /** The read that failed: rethrown so the response is an error and never cached. */
  error: unknown;
} & (
  | { back: { href: string; label: string }; view?: never }
  /** A page's own error view (tender details), kept on the client instead of the generic one. */
  | { view: ReactNode; back?: never }
);

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A detail page whose content could not be read from the provider: the translated error view in
 * the server HTML, and the failure rethrown inside a Suspense boundary so that the response is
 * not cached as the page (an earlier good copy stays served) and the locale's error boundary
 * takes over on the client with its retry button. Same reasoning as NotFoundResponse, including
 * keeping a page's own view on the client.
 */
export default async function ProviderErrorResponse({
  error,
  back,
  view,
}: ProviderErrorResponseProps) {
  const signal = (
    <Suspense fallback={null}>
      <Rethrow error={error} />
    </Suspense>
  );
  if (view || !back) {
    return (
      <>
        {view}
        <KeepServerView>{signal}</KeepServerView>
      </>
    );
  }
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
      {signal}
    </>
  );
}
