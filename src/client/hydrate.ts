/**
 * The start script of a prerendered public page. It keeps the data the page came with on the device at
 * once, before the user can leave (the app itself starts only after the page has loaded, so that on a slow
 * line it does not hold back the page's first images), and then starts the app, which hydrates the page.
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

const { appEntry, appImports = '' } =
  document.querySelector<HTMLScriptElement>('script[data-app-entry]')?.dataset ?? {};

/**
 * Starts the app: its files are all fetched at once, then evaluated one after the other, each in a task
 * of its own (the libraries, then the app's modules, then its entry), instead of all in one long task
 * that the browser could not interrupt to answer a tap. The order is the one the entry imports them in.
 */
async function start() {
  if (!appEntry) return;
  const files = [...appImports.split(' ').filter(Boolean), appEntry];
  for (const file of files)
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: file }));
  for (const file of files) {
    await import(/* @vite-ignore */ file);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

if (document.readyState === 'complete') void start();
else addEventListener('load', () => void start(), { once: true });
