import { lazy, Suspense, useEffect, useState } from 'react';

const AppChrome = lazy(() => import('./app-chrome'));

export function DeferredAppChrome() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const later = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
    later(() => setReady(true));
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <AppChrome />
    </Suspense>
  ) : null;
}
