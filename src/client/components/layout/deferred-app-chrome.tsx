import { useEffect, useState } from 'react';
import { LazyPart } from '@/client/components/ui/lazy-part';

const loadAppChrome = () => import('./app-chrome');

export function DeferredAppChrome() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const later = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
    later(() => setReady(true));
  }, []);
  return ready ? <LazyPart load={loadAppChrome} /> : null;
}
