'use client';

import { useEffect } from 'react';
import { useErrorMessages } from '@/components/layout/ErrorMessages';

/** A page that failed to render: a localised message and a retry, never a stack trace. */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const messages = useErrorMessages();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="container section" role="alert">
      <h1>{messages.title}</h1>
      <p>{messages.description}</p>
      <button type="button" className="button" onClick={reset}>
        {messages.retry}
      </button>
    </section>
  );
}
