/**
 * The start script of a prerendered public page. It keeps the data the page came with on the device at
 * once, before the user can leave, and then starts the app, which hydrates the page. The app starts only
 * once the page has loaded and painted: on a slow line it does not hold back the page's first images, and on
 * a busy phone its files and their evaluation never come before the first paint.
 */
import { pageDataId } from '@/shared/prerendered-pages';
import { mergeSaved, publicRecord, type SavedQuery } from './lib/saved-queries';

const pageData = document.getElementById(pageDataId);
if (pageData && typeof indexedDB !== 'undefined') {
  const { queries = [] } = JSON.parse(pageData.textContent ?? '{}') as { queries?: SavedQuery[] };
  void mergeSaved(publicRecord, queries).then(
    () => performance.mark('brushwork:page-data-saved'),
    () => {},
  );
}

const {
  appEntry,
  appImports = '',
  homeImports = '',
  pagesImports = '',
} = document.querySelector<HTMLScriptElement>('script[data-app-entry]')?.dataset ?? {};
/** The page's own code (the home page's file, or the other public pages'), which the app's router runs. */
const pageFiles = (location.pathname === '/' ? homeImports : pagesImports).split(' ').filter(Boolean);

/**
 * Starts the app: its files and the page's own are all fetched at once, then the app's are evaluated one
 * after the other, each in a task of its own (the libraries, then the app's modules, then its entry),
 * instead of all in one long task that the browser could not interrupt to answer a tap. The order is the
 * one the entry imports them in.
 */
async function start() {
  if (!appEntry) return;
  const files = [...appImports.split(' ').filter(Boolean), appEntry];
  for (const file of [...files, ...pageFiles])
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: file }));
  for (const file of files) {
    await import(/* @vite-ignore */ file);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else addEventListener('load', () => resolve(), { once: true });
});

/**
 * Once the page has painted its first content. A browser that does not report paints, or a page opened in the
 * background that has not painted yet, starts the app a few seconds after `load` instead.
 */
const painted = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
  void loaded.then(() => setTimeout(resolve, 3000));
});

void Promise.all([loaded, painted]).then(start);
