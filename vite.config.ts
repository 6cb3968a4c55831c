import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { OutputAsset, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { findPostgresBinaries } from './src/server/test/postgres-sandbox.ts';

const serverPort = Number(process.env.PORT ?? 3000);
/**
 * Where `npm run build` first puts the server-side build of src/client/prerender.tsx, and then the page
 * template it renders into; the server renders the public pages with them, with their data.
 */
const prerenderOutDir = 'dist-prerender';
const isTest = Boolean(process.env.VITEST);
// Server tests run on PostgreSQL too wherever a server can be had: a given one, or Debian's binaries.
const canTestOnPostgres = Boolean(process.env.TEST_DATABASE_URL || findPostgresBinaries());

/**
 * Writes the public pages, rendered by the prerender build, into the client build beside the app shell,
 * before the service worker's precache list is made, so that the worker serves them too. They paint
 * from their HTML alone, with the styles inside the page (one round trip less before the first paint).
 * Their code starts once the page has loaded, so that on a slow line it does not hold back the page's
 * first images; until it runs, links work as links and forms wait, disabled.
 */
function prerenderPages(): Plugin {
  let startScript = '';
  return {
    name: 'brushwork:prerender-pages',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      startScript = this.emitFile({ type: 'chunk', id: 'src/client/hydrate.ts', name: 'hydrate' });
    },
    async generateBundle(_options, bundle) {
      const shell = String((bundle['index.html'] as OutputAsset).source);
      const codeTags = shell.match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? [];
      const entry = codeTags.flatMap((tag) => /^<script[^>]* src="([^"]+)"/.exec(tag)?.[1] ?? [])[0];
      if (!entry) throw new Error('index.html has no module script to hydrate the prerendered pages with.');
      // The start script and what it imports come at once, so the page's data is kept the moment it arrives.
      const startTags = (file: string) =>
        (bundle[file] as OutputChunk).imports.map((dependency) => `<link rel="modulepreload" href="/${dependency}">`).join('') +
        `<script type="module" async src="/${file}" data-app-entry="${entry}"></script>`;
      const template = codeTags
        .reduce((html, tag) => html.replace(tag, ''), shell)
        .replace(/<link rel="stylesheet"[^>]* href="\/([^"]+)">/g, (_tag, file: string) => `<style>${String((bundle[file] as OutputAsset).source)}</style>`)
        .replace('</head>', `${startTags(this.getFileName(startScript))}</head>`);
      writeFileSync(path.join(prerenderOutDir, 'template.html'), template);

      const { prerenderedPages, renderPage } = (await import(pathToFileURL(path.resolve(prerenderOutDir, 'prerender.js')).href)) as typeof import('./src/client/prerender');
      for (const [pathname, fileName] of Object.entries(prerenderedPages)) {
        const page = await renderPage(template, pathname);
        if (page === undefined) throw new Error(`${pathname} could not be prerendered.`);
        this.emitFile({ type: 'asset', fileName, source: page });
      }
    },
  };
}

const routerPlugin = () =>
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: './src/client/routes',
    generatedRouteTree: './src/client/route-tree.gen.ts',
  });

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: isTest
    ? []
    : isSsrBuild
      ? [routerPlugin(), react(), UnoCSS()]
      : [
    routerPlugin(),
    react(),
    UnoCSS(),
    prerenderPages(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/client',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['screenshots/**'],
      },
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Brushwork — Painting & Home-Repair Tools',
        short_name: 'Brushwork',
        description: 'Painting services and the tools painters trust, with a catalogue that works offline on site.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1d3557',
        background_color: '#fdf8f0',
        categories: ['shopping', 'business'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          { src: '/screenshots/home-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'The shop on a phone' },
          { src: '/screenshots/home-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'The shop on a desktop' },
        ],
        shortcuts: [
          { name: 'Tools', short_name: 'Tools', url: '/#tools', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
          { name: 'My Orders', short_name: 'Orders', url: '/dashboard/myOrders', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
        ],
      },
      devOptions: { enabled: false },
    }),
      ],
  build: isSsrBuild
    ? {
        outDir: prerenderOutDir,
        copyPublicDir: false,
        // Only the browser loads the update prompt, which needs the PWA plugin's module.
        rolldownOptions: { external: [/^virtual:pwa-register/] },
      }
    : {
        outDir: 'dist',
        target: 'es2022',
      },
  server: {
    proxy: { '/api': `http://localhost:${serverPort}` },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'client', include: ['src/client/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'server-pglite', include: ['src/server/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
      ...(canTestOnPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                include: ['src/server/**/*.test.ts'],
                environment: 'node' as const,
                testTimeout: 30_000,
                hookTimeout: 60_000,
                env: { TEST_DATABASE_DRIVER: 'postgres' },
                globalSetup: ['src/server/test/postgres-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
}));
