import { Component, type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { connection } from '@/client/lib/connection';

type Props = { children: ReactNode; fallback: ReactNode; onRetry: () => void };

/** A part's code could not be fetched; every other error is the part's own, for the boundaries above. */
class MissingCodeError extends Error {}

/**
 * Catches a part's code that could not be fetched (the line dropped before the service worker had it), so
 * the page around it, and what was typed there, stays; the part is tried again once the shop answers.
 */
class MissingCodeBoundary extends Component<Props, { error: unknown }> {
  state = { error: undefined as unknown };
  private stopWatching?: () => void;

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (!(error instanceof MissingCodeError)) return;
    connection.reportUnreachable();
    this.stopWatching?.();
    this.stopWatching = connection.onReconnect(() => {
      this.stopWatching?.();
      this.stopWatching = undefined;
      this.props.onRetry();
      this.setState({ error: undefined });
    });
  }

  componentWillUnmount() {
    this.stopWatching?.();
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof MissingCodeError) return this.props.fallback;
    throw error;
  }
}

/**
 * A part of the page whose code loads on demand. If it cannot be loaded, `fallback` (nothing, by default)
 * stands in its place and it loads when the connection returns; a new `lazy` each try, since React keeps
 * a failed import's error for good.
 */
export function LazyPart({
  load,
  fallback = null,
  loading = null,
}: {
  load: () => Promise<{ default: ComponentType }>;
  fallback?: ReactNode;
  loading?: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const Part = useMemo(
    () =>
      lazy(() =>
        load().catch((error: unknown) => {
          throw new MissingCodeError('This part could not be loaded.', { cause: error });
        }),
      ),
    // Each attempt needs a fresh lazy component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [load, attempt],
  );
  return (
    <MissingCodeBoundary fallback={fallback} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={loading}>
        <Part />
      </Suspense>
    </MissingCodeBoundary>
  );
}
