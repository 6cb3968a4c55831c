import { fileURLToPath, URL } from 'node:url';
import { availableParallelism } from 'node:os';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { chunkRetry } from './scripts/vite-chunk-retry.ts';
import { inlineFacades } from './scripts/vite-inline-facades.ts';
import { precompressAssets } from './scripts/vite-precompress.ts';
import { prerenderPages } from './scripts/vite-prerender-pages.ts';
import { canTestOnPostgres } from './src/server/test/system-binaries.ts';

const serverPort = Number(process.env.PORT ?? 3000);
// Where `npm run build` first puts the server-side build of src/client/prerender.tsx, and then the page
// template it renders into; the server renders the public pages with them, with their data.
const prerenderOutDir = 'dist-prerender';
const isTest = Boolean(process.env.VITEST);
/**
 * Server tests run on PGlite and on PostgreSQL: a given server, or Debian's binaries. In CI a missing
 * PostgreSQL fails the run rather than shrinking it to one database; elsewhere the run says so.
 */
const testDatabases = (): string[] => {
  if (!isTest) return [];
  if (canTestOnPostgres()) return ['PGlite', 'PostgreSQL'];
  if (process.env.CI)
    throw new Error(
      'PostgreSQL is missing: the server tests must run on PGlite and PostgreSQL in CI. Run `npm test` (it installs it first) or set TEST_DATABASE_URL.',
    );
  return ['PGlite'];
};
const databases = testDatabases();
// Said once a run, not once per config load.
if (isTest && !process.env.BRUSHWORK_TEST_DATABASES_SAID) {
  process.env.BRUSHWORK_TEST_DATABASES_SAID = databases.join(',');
  console.log(
    databases.length === 2
      ? 'Server tests run on PGlite (server-pglite) and on PostgreSQL (server-postgres).'
      : 'Server tests run on PGlite ONLY: PostgreSQL is missing (`node --import tsx scripts/ensure-system-deps.mjs` installs it).',
  );
}

const shortcutIcons = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

const routerPlugin = () =>
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    // A page's loader and component come in one file with the page, never at start: the protected pages'
    // prefetches stay off the home page, and each page adds one file, not two, to what the worker keeps.
    codeSplittingOptions: {
      defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
    },
    routesDirectory: './src/client/routes',
    generatedRouteTree: './src/client/route-tree.gen.ts',
  });

const pgliteTests = [
  // The app's own answers (headers, bad input, who may do what, static files) are settled before any query.
  'src/server/{concurrency,durability,embedded-start}.test.ts',
  'src/server/test/database.test.ts',
  'src/server/{auth,background,backup,db,expiry,http,mail,money,observability,orders,painting-jobs,push,quotes}/**/*.test.ts',
  'src/server/routes/{books,cart-orders,orders,order-cancel,partial-refunds,payments,payments.stripe,stripe-webhook,refunds,takings}.test.ts',
  'src/server/routes/{quote-cancel,quote-deposit,quote-deposit.stripe,invoices,invoices.stripe}.test.ts',
  'src/server/routes/{job-completion,job-time,push,session,visit-moves}.test.ts',
];

/** A server test file keeps to its own database, app and ports, so a worker runs them in one module graph. */
const serverTests = { environment: 'node', isolate: false, testTimeout: 30_000, hookTimeout: 60_000 } as const;

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
          inlineFacades(),
          chunkRetry(),
          prerenderPages(prerenderOutDir),
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/client',
            filename: 'sw.ts',
            registerType: 'prompt',
            injectRegister: false,
            // What the worker keeps for offline use: the shell, the prerendered pages, the code and styles, and the
            // pages' own illustrations. Not the install icons and screenshots (the browser fetches those itself),
            // nor the catalogue's and blog's images, which are fetched ahead once the worker is active (sw.ts):
            // on a slow line, every file here delays the moment the shop works offline.
            injectManifest: {
              globPatterns: ['**/*.{js,css,html}', 'favicon.svg', 'images/*.svg'],
            },
            includeManifestIcons: false,
            manifest: {
              id: '/',
              name: 'Brushwork — Painting & Home-Repair Tools',
              short_name: 'Brushwork',
              description:
                'Painting services and the tools painters trust, with a catalogue that works offline on site.',
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
                {
                  src: '/screenshots/home-narrow.png',
                  sizes: '390x844',
                  type: 'image/png',
                  form_factor: 'narrow',
                  label: 'The shop on a phone',
                },
                {
                  src: '/screenshots/home-wide.png',
                  sizes: '1280x800',
                  type: 'image/png',
                  form_factor: 'wide',
                  label: 'The shop on a desktop',
                },
              ],
              // Photos shared from the phone's gallery land in a quote request (the worker takes them: sw.ts).
              share_target: {
                action: '/share-target',
                method: 'POST',
                enctype: 'multipart/form-data',
                params: {
                  title: 'title',
                  text: 'text',
                  files: [{ name: 'photos', accept: ['image/jpeg', 'image/png', 'image/webp', 'image/*'] }],
                },
              },
              shortcuts: [
                { name: 'Tools', short_name: 'Tools', url: '/#tools', icons: shortcutIcons },
                { name: 'My Orders', short_name: 'Orders', url: '/dashboard/myOrders', icons: shortcutIcons },
              ],
            },
            devOptions: { enabled: false },
          }),
          precompressAssets(),
        ],
  build: isSsrBuild
    ? {
        outDir: prerenderOutDir,
        copyPublicDir: false,
      }
    : {
        outDir: 'dist',
        target: 'es2022',
        rolldownOptions: { output: chunkGroups() },
      },
  server: {
    proxy: { '/api': `http://localhost:${serverPort}` },
  },
  test: {
    // A server test waits on its database, child processes and ports half the time: twice the cores and one fill
    // the waits (2 cores, the whole run: 3 workers 330 s; 5 workers 285 s and 328 s). Isolation took a third.
    maxWorkers: availableParallelism() * 2 + 1,
    expect: { poll: { timeout: 10_000 } }, // a state waited for can take seconds to come with every core busy
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          // Every server test runs on PostgreSQL. PGlite, the same engine with one connection, runs those whose
          // subject is the database or what one connection could break (pgliteTests); repeating the rest there
          // took two thirds of the run. Without PostgreSQL, PGlite runs them all.
          include: databases.includes('PostgreSQL') ? pgliteTests : ['src/server/**/*.test.ts'],
          ...serverTests,
          globalSetup: ['src/server/test/built-server-setup.ts', 'src/server/test/pglite-global-setup.ts'],
        },
      },
      ...(databases.includes('PostgreSQL')
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                include: ['src/server/**/*.test.ts'],
                ...serverTests,
                env: { TEST_DATABASE_DRIVER: 'postgres' },
                globalSetup: ['src/server/test/built-server-setup.ts', 'src/server/test/postgres-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
}));
