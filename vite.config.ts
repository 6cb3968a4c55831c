import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vitest/config';
import { findPostgresBinaries } from './src/server/test/postgres-sandbox.ts';

const serverPort = Number(process.env.PORT ?? 3000);
const isTest = Boolean(process.env.VITEST);
// Server tests run on PostgreSQL too wherever a server can be had: a given one, or Debian's binaries.
const canTestOnPostgres = Boolean(process.env.TEST_DATABASE_URL || findPostgresBinaries());

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: isTest
    ? []
    : [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/route-tree.gen.ts',
    }),
    react(),
    UnoCSS(),
      ],
  build: {
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
});
