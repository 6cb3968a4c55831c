import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { CatalogueChanges } from './http/catalogue-changes';
import { log } from './observability/log';

type RenderPage = (
  template: string,
  pathname: string,
  options: { fetchApi: typeof fetch },
) => Promise<string | undefined>;

export type PageRenderer = (pathname: string) => Promise<string | undefined>;

/**
 * The public pages rendered with the data of the moment, by the build's server-side entry of the app
 * (in `prerenderDir`, beside the built app), which fetches that data through `fetchApi`. A page is
 * rendered at most once per `maxAgeMs` (a second by default), however many ask, and again at once after a
 * change to the catalogue; undefined means "send the page without data", which is also the answer when a
 * render takes longer than `timeoutMs` (a database that does not answer).
 */
export async function loadPageRenderer(
  prerenderDir: string,
  fetchApi: typeof fetch,
  maxAgeMs = 1000,
  timeoutMs = 2000,
  changes?: CatalogueChanges,
): Promise<PageRenderer | undefined> {
  const entry = path.join(prerenderDir, 'prerender.js');
  const templateFile = path.join(prerenderDir, 'template.html');
  if (!existsSync(entry) || !existsSync(templateFile)) return undefined;
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  const template = readFileSync(templateFile, 'utf8');
  const rendered = new Map<string, { at: number; page: Promise<string | undefined> }>();
  changes?.subscribe(() => rendered.clear());
  return (pathname) => {
    const cached = rendered.get(pathname);
    if (cached && Date.now() - cached.at < maxAgeMs) return cached.page;
    const render = renderPage(template, pathname, { fetchApi }).catch((error: unknown) => {
      log.error({ err: error }, `Rendering ${pathname} with its data failed; sending it without.`);
      return undefined;
    });
    const page = Promise.race([render, delay(timeoutMs, undefined, { ref: false })]);
    // Every post has its own address: forget renders that have aged, so addresses cannot pile up.
    if (rendered.size > 200)
      for (const [key, entry] of rendered) if (Date.now() - entry.at >= maxAgeMs) rendered.delete(key);
    rendered.set(pathname, { at: Date.now(), page });
    return page;
  };
}
