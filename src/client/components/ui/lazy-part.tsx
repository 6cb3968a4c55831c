import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
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

/** Holds a part's failed load to the part: the page around it, and what was typed there, stays. */
function PartFailed({ error, resetErrorBoundary }: FallbackProps) {
  // Anything else is the page's to handle.
  if (!isChunkLoadError(error)) throw error;
  return <NeedsConnection retry={resetErrorBoundary} />;
}

/** The address of the script a failed `import()` names (Chromium and Firefox name it; Safari does not). */
function failedScript(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : '';
  return /^(?:Failed to fetch|error loading) dynamically imported module: (\S+)$/.exec(message)?.[1];
}

declare global {
  /** The address each built import asks for, once a load has failed (scripts/vite-chunk-retry.ts). */
  var __chunkRetry: ((address: string) => string) | undefined;
}

/** The query each built file that failed to load is fetched with now, by its file name. */
const retries = new Map<string, string>();
const fileName = (address: string) =>
  address
    .replace(/[?#].*$/, '')
    .split('/')
    .pop()!;

/**
 * Loads again after a failed load. The browser may keep a module whose fetch failed as failed for the
 * page's life, so `load` runs again with the failed file's address given a query that changes per try
 * (the build's imports ask `__chunkRetry`): that module never ran, so nothing runs twice. In development
 * the files are Vite's own and the same address is asked again.
 */
export function loadAgain<Loaded>(load: () => Promise<Loaded>, attempt: number): Promise<Loaded> {
  return load().catch((error: unknown) => {
    const script = failedScript(error);
    if (!script) throw error;
    retries.set(fileName(script), `?retry=${attempt}`);
    globalThis.__chunkRetry ??= (address) => address + (retries.get(fileName(address)) ?? '');
    return load();
  });
}

/**
 * A component whose code loads on demand. If the code cannot be fetched (the signal dropped before the
 * worker could serve it), the part says so in its place instead of failing the page, and loads when the
 * connection returns: React keeps a failed lazy load for ever, so each retry is a new one.
 */
export function lazyPart<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let Loaded = lazy(load);
  let attempts = 0;
  const retry = () => {
    attempts += 1;
    const attempt = attempts;
    Loaded = lazy(() => loadAgain(load, attempt));
  };
  // Reads the load at each mount, so that after a retry the boundary's children render the new one.
  function CurrentLoad(props: Props) {
    return <Loaded {...props} />;
  }
  function LazyPart(props: Props & { fallback?: ReactNode }) {
    const { fallback = null, ...rest } = props;
    return (
      <ErrorBoundary onReset={retry} FallbackComponent={PartFailed}>
        <Suspense fallback={fallback}>
          <CurrentLoad {...(rest as Props)} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return Object.assign(LazyPart, { preload: load });
}
