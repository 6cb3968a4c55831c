import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getErrorMessage } from '@/client/lib/api-client';

export function PageError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return (
    <div role="alert" className="page-container py-16 text-center">
      <h1 className="section-title">This page could not load</h1>
      <p className="mt-3 text-ink-muted">{getErrorMessage(error)}</p>
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
