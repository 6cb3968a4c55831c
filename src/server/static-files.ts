import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { prerenderedPages, prerenderedPatterns } from '@/shared/prerendered-pages';
import { setAnswerHeader } from './http/answer-headers';
import type { PageRenderer } from './page-renderer';
import { log } from './observability/log';

/**
 * Serves the built PWA: hashed assets forever, everything else revalidated, files as the build compressed
 * them, the public pages rendered with their data (or as the build prerendered them, without), and the
 * app shell for any other path so that client routes survive a reload.
 */
export function serveBuiltApp(
  app: Hono,
  staticDir: string,
  { required, renderPage }: { required: boolean; renderPage?: PageRenderer },
) {
  const indexFile = path.join(staticDir, 'index.html');
  if (!existsSync(indexFile)) {
    const problem = `No built app in ${staticDir}: run "npm run build" first (npm start does it for you).`;
    if (required) throw new Error(problem);
    // In development Vite serves the app and proxies /api here.
    log.warn(`${problem} Serving the API only.`);
    return;
  }
  const shell = readFileSync(indexFile, 'utf8');
  const pages = new Map(
    Object.entries(prerenderedPages)
      .map(([pathname, file]) => [pathname, path.join(staticDir, file)] as const)
      .filter(([, file]) => existsSync(file))
      .map(([pathname, file]) => [pathname, readFileSync(file, 'utf8')]),
  );
  const patterns = prerenderedPatterns
    .map(({ pattern, file }) => ({ pattern: new RegExp(pattern), file: path.join(staticDir, file) }))
    .filter(({ file }) => existsSync(file))
    .map(({ pattern, file }) => ({ pattern, page: readFileSync(file, 'utf8') }));
  const root = path.relative(process.cwd(), staticDir) || '.';

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) setAnswerHeader(c, 'Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) setAnswerHeader(c, 'Cache-Control', 'no-cache');
  });
  app.get('*', async (c, next) => {
    const page = pages.get(c.req.path) ?? patterns.find(({ pattern }) => pattern.test(c.req.path))?.page;
    if (page === undefined) return next();
    return c.html((await renderPage?.(c.req.path)) ?? page);
  });
  // Files come compressed as the build wrote them (.br, else .gz, for the Accept-Encoding): see compression.ts.
  app.use('*', serveStatic({ root, precompressed: true }));
  // Photos shared into the app are taken by its service worker (sw.ts), which keeps them on the device. A share
  // that reaches the server (no worker yet) cannot be kept here: it opens the quote page, whose picker remains.
  app.post('/share-target', (c) => c.redirect('/quote', 303));
  // A missing file is a 404; only page addresses (no file extension) get the app shell.
  app.get('*', (c) => (/\.[a-z0-9]+$/i.test(c.req.path) ? c.text('Not found', 404) : c.html(shell)));
}
