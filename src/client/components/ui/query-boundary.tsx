import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense } from 'react';
import { ApiError, getErrorMessage } from '@/client/lib/api-client';
import { useHydrated } from '@/client/lib/use-hydrated';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { Notice } from './notice';

type BoundaryProps = { children: ReactNode; what: string; onReset: () => void; notFound?: ReactNode };

class ErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    if (this.props.notFound && this.state.error instanceof ApiError && this.state.error.status === 404)
      return this.props.notFound;
    return (
      <div role="alert" className="card p-6 text-center">
        <p className="font-semibold text-ink">We could not load {this.props.what}.</p>
        <p className="mt-1 text-sm text-ink-muted">{getErrorMessage(this.state.error)}</p>
        <button
          type="button"
          className="btn-outline mt-4"
          onClick={() => {
            this.props.onReset();
            this.setState({ error: undefined });
          }}
        >
          Try again
        </button>
      </div>
    );
  }
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
        <ErrorBoundary what={what} onReset={reset} notFound={notFound}>
          <Suspense fallback={waiting}>{hydrated ? children : fallback}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
