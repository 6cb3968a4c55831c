import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPageRenderer } from './page-renderer';
import { serveBuiltApp } from './static-files';

let folder: string;
let staticDir: string;
let prerenderDir: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'brushwork-static-'));
  staticDir = path.join(folder, 'dist');
  prerenderDir = path.join(folder, 'dist-prerender');
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  mkdirSync(path.join(staticDir, 'prerendered'));
  mkdirSync(prerenderDir);
  writeFileSync(path.join(staticDir, 'index.html'), '<div id="root"></div>');
  writeFileSync(path.join(staticDir, 'prerendered', 'about.html'), '<div id="root">About, built</div>');
  writeFileSync(path.join(staticDir, 'prerendered', 'blog-post.html'), '<div id="root">A post, built</div>');
  writeFileSync(path.join(staticDir, 'assets', 'app-1a2b.js'), 'export {};');
  writeFileSync(path.join(prerenderDir, 'template.html'), '<div id="root"></div>');
  // Stands in for the build's server-side entry: counts its renders, and fails for /blogs.
  writeFileSync(
    path.join(prerenderDir, 'prerender.js'),
    `export let renders = 0;
export async function renderPage(template, pathname, { fetchApi }) {
  renders++;
  if (pathname === '/blogs') throw new Error('no posts');
  const answer = await (await fetchApi('/api/tools')).text();
  return template.replace('<div id="root"></div>', '<div id="root">' + pathname + ' with ' + answer + ' #' + renders + '</div>');
}`,
  );
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

function appServing(renderPage?: Awaited<ReturnType<typeof loadPageRenderer>>) {
  const app = new Hono();
  serveBuiltApp(app, staticDir, { required: true, renderPage });
  return app;
}

describe('serving the built app', () => {
  it('sends a public page as the build prerendered it, and the shell for other addresses', async () => {
    const app = appServing();
    const about = await app.request('/about');
    expect(await about.text()).toBe('<div id="root">About, built</div>');
    expect(about.headers.get('Cache-Control')).toBe('no-cache');
    expect(await (await app.request('/dashboard/myOrders')).text()).toBe('<div id="root"></div>');
  });

  it('sends the prerendered post page for every post address, rendered with its data when it can be', async () => {
    const post = '/blogs/5d1c1ae4-5c3b-4f0e-9a34-0f5b8b1f2c77';
    expect(await (await appServing().request(post)).text()).toBe('<div id="root">A post, built</div>');
    const renderer = await loadPageRenderer(prerenderDir, async () => new Response('a post'));
    expect(await (await appServing(renderer).request(post)).text()).toMatch(`${post} with a post`);
    expect(await (await appServing().request('/blogs/not-a-post')).text()).toBe('<div id="root"></div>');
  });

  it('caches hashed assets for good and answers a missing file with 404, not the shell', async () => {
    const app = appServing();
    const asset = await app.request('/assets/app-1a2b.js');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/assets/gone-9z9z.js')).status).toBe(404);
  });

  it('sends a public page rendered with its data when it can, and the prerendered one when it cannot', async () => {
    const renderPage = await loadPageRenderer(
      prerenderDir,
      async (input) => new Response(`data for ${String(input)}`),
      60_000,
    );
    const app = appServing(renderPage);
    expect(await (await app.request('/about')).text()).toMatch(
      /^<div id="root">\/about with data for \/api\/tools #\d+<\/div>$/,
    );
    // /blogs is not prerendered in this build folder: the shell.
    expect(await (await app.request('/blogs')).text()).toBe('<div id="root"></div>');
  });
});

describe('the page renderer', () => {
  it('renders a page at most once within its age, however many ask at once', async () => {
    const renderPage = (await loadPageRenderer(prerenderDir, async () => new Response('x'), 60_000))!;
    const pages = await Promise.all([renderPage('/'), renderPage('/'), renderPage('/')]);
    expect(new Set(pages).size).toBe(1);
    expect(await renderPage('/')).toBe(pages[0]);
  });

  it('renders again once a page is older than its age', async () => {
    const renderPage = (await loadPageRenderer(prerenderDir, async () => new Response('x'), 0))!;
    const first = await renderPage('/about');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await renderPage('/about')).not.toBe(first);
  });

  it('answers undefined when a render takes too long', async () => {
    const renderPage = (await loadPageRenderer(prerenderDir, () => new Promise<Response>(() => {}), 1000, 50))!;
    expect(await renderPage('/contactUs')).toBeUndefined();
  });

  it('answers undefined when a render fails, so the page without data is sent', async () => {
    const renderPage = (await loadPageRenderer(prerenderDir, async () => new Response('x')))!;
    expect(await renderPage('/blogs')).toBeUndefined();
  });

  it('is absent when the build has no server-side entry', async () => {
    expect(await loadPageRenderer(path.join(folder, 'nowhere'), fetch)).toBeUndefined();
  });
});
