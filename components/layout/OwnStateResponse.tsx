import type { ReactNode } from 'react';
import KeepServerView from './KeepServerView';
import { notFoundSignal } from './NotFoundResponse';
import { errorSignal } from './ProviderErrorResponse';

export type OwnStateResponseProps = { view: ReactNode } & (
  | { status: 'missing' }
  /** The read that failed: rethrown so the response is an error and never cached. */
  | { status: 'failed'; error: unknown }
);

/**
 * A page's own not-found or error view (the tender page's): the same responses as
 * NotFoundResponse and ProviderErrorResponse (404, or an error that is never cached), but on the
 * client the view in the server HTML stays, where the locale's boundaries would replace it with
 * the generic one. The client boundary that keeps it (KeepServerView) is imported here only, so
 * that it is in no other page's JavaScript.
 */
export default function OwnStateResponse(props: OwnStateResponseProps) {
  return (
    <>
      {props.view}
      <KeepServerView>
        {props.status === 'missing' ? notFoundSignal() : errorSignal(props.error)}
      </KeepServerView>
    </>
  );
}
