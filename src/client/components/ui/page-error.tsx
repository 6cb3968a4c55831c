import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getErrorMessage, NetworkError } from '@/client/lib/api-client';
import { connection } from '@/client/lib/connection';

/** The page's own code, or its data, could not be fetched: a connection will bring it, not a fix. */
const missingCode = /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;
const needsConnection = (error: unknown) =>
  error instanceof NetworkError || (error instanceof Error && missingCode.test(error.message));

export function PageError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  const waitsForConnection = needsConnection(error);
  // Tried again by itself as soon as the shop answers again.
  useEffect(() => {
    if (!waitsForConnection) return;
    return connection.onReconnect(() => {
      reset();
      void router.invalidate();
    });
  }, [waitsForConnection, reset, router]);

  return (
    <div role="alert" className="page-container py-16 text-center">
      <h1 className="section-title">This page could not load</h1>
      <p className="mt-3 text-ink-muted">
        {waitsForConnection
          ? 'It needs a connection to load the first time on this device. It will load when you are back online.'
          : getErrorMessage(error)}
      </p>
      <button
        type="button"
        className="btn-primary mt-6"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </button>
    </div>
  );
}
