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

const entry = document.querySelector<HTMLScriptElement>('script[data-app-entry]')?.dataset.appEntry;
const start = () => entry && import(/* @vite-ignore */ entry);
if (document.readyState === 'complete') void start();
else addEventListener('load', () => void start(), { once: true });
