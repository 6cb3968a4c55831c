import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ApiError, getErrorMessage } from '@/client/lib/api-client';
import { useHydrated } from '@/client/lib/use-hydrated';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { Notice } from './notice';

/** A section that failed to load, with a retry; or what stands for a thing the server says is not there. */
function LoadFailed({
  error,
  what,
  retry,
  notFound,
}: {
  error: unknown;
  what: string;
  retry: () => void;
  notFound?: ReactNode;
}) {
  if (notFound && error instanceof ApiError && error.status === 404) return notFound;
  return (
    <div role="alert" className="card p-6 text-center">
      <p className="font-semibold text-ink">We could not load {what}.</p>
      <p className="mt-1 text-sm text-ink-muted">{getErrorMessage(error)}</p>
      <button type="button" className="btn-outline mt-4" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

/**
 * A section that loads its own data: a placeholder of the same size meanwhile, a retry on failure.
 * Prerendered pages carry the placeholder; the data fills it in once the app has hydrated.
 */
export function QueryBoundary({
  children,
  fallback,
  what,
  notFound,
}: {
  children: ReactNode;
  fallback: ReactNode;
  what: string;
  /** Shown instead of the retry when the server says there is no such thing (404). */
  notFound?: ReactNode;
}) {
  const hydrated = useHydrated();
  const online = useOnlineStatus();
  // Offline, a section with nothing saved waits for the connection (its query is paused), and says so.
  const waiting = online ? (
    fallback
  ) : (
    <>
      <Notice kind="status" className="mb-4">
        You are offline: {what} will load when you are back online (nothing is saved on this device yet).
      </Notice>
      {fallback}
    </>
  );
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallbackRender={({ error, resetErrorBoundary }) => (
            <LoadFailed error={error} what={what} retry={resetErrorBoundary} notFound={notFound} />
          )}
        >
          <Suspense fallback={waiting}>{hydrated ? children : fallback}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
