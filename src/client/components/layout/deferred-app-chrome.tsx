import { useEffect, useState } from 'react';
import { lazyPart } from '@/client/components/ui/lazy-part';

export const AppChrome = lazyPart(() => import('./app-chrome'));

export function DeferredAppChrome() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const later = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
    later(() => setReady(true));
  }, []);
  return ready ? <AppChrome /> : null;
}
