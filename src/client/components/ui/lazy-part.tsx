import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { connection } from '@/client/lib/connection';
import { Notice } from './notice';

/** A script the browser could not fetch, in the words of Chromium, Firefox and Safari. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/.test(
    message,
  );
}

export const needsConnectionWords = 'This part needs a connection to load — it will load when you are back online.';

/** Says that a part's code could not be fetched, and tries again when the connection returns. */
export function NeedsConnection({ retry }: { retry: () => void }) {
  useEffect(() => connection.onReconnect(retry), [retry]);
  return (
    <Notice kind="status" className="m-4">
      {needsConnectionWords}
    </Notice>
  );
}

type BoundaryProps = { children: ReactNode; retry: () => void };

/** Holds a part's failed load to the part: the page around it, and what was typed there, stays. */
class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    this.props.retry();
    this.setState({ error: undefined });
  };

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    // Anything else is the page's to handle.
    if (!isChunkLoadError(error)) throw error;
    return <NeedsConnection retry={this.retry} />;
  }
}

/**
 * A component whose code loads on demand. If the code cannot be fetched (the signal dropped before the
 * worker could serve it), the part says so in its place instead of failing the page, and loads when the
 * connection returns: React keeps a failed lazy load for ever, so each retry is a new one.
 */
export function lazyPart<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let Loaded = lazy(load);
  const retry = () => {
    Loaded = lazy(load);
  };
  function LazyPart(props: Props & { fallback?: ReactNode }) {
    const { fallback = null, ...rest } = props;
    return (
      <PartBoundary retry={retry}>
        <Suspense fallback={fallback}>
          <Loaded {...(rest as Props)} />
        </Suspense>
      </PartBoundary>
    );
  }
  return Object.assign(LazyPart, { preload: load });
}
