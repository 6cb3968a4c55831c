import {
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

const HydratedContext = createContext(true);

/**
 * Around an app that may hydrate a page prerendered without its data: then false while the page is
 * prerendered and while React hydrates it, and true after, switched in a transition so that what it
 * reveals renders in small slices.
 */
export function HydrationGate({ dataAfterHydration, children }: { dataAfterHydration: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!dataAfterHydration);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return createElement(HydratedContext.Provider, { value: hydrated }, children);
}

/** Whether what can only be known in the browser (saved data, for one) may render yet. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

const noSubscription = () => () => {};

/**
 * False in prerendered HTML and while React hydrates it, true once the app runs the page. Controls that
 * need the app (a form, the phone menu) stay disabled until then, so nothing typed or tapped is lost.
 */
export function useInteractive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
