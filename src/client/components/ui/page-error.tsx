import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { getErrorMessage } from '@/client/lib/api-client';
import { isChunkLoadError, NeedsConnection } from './lazy-part';

export function PageError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const retry = useCallback(() => {
    reset();
    void router.invalidate();
  }, [reset, router]);

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  // The page's code could not be fetched offline: it loads once the connection returns.
  if (isChunkLoadError(error)) return <NeedsConnection retry={retry} />;

  return (
    <div role="alert" className="page-container py-16 text-center">
      <h1 className="section-title">This page could not load</h1>
      <p className="mt-3 text-ink-muted">{getErrorMessage(error)}</p>
      <button type="button" className="btn-primary mt-6" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
