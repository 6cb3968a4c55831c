/**
 * Builds the server for `npm start` and `npm run serve`: each of its entries (`serverEntries`) bundled by esbuild
 * into one ES module in the output folder (`dist-server/`, or the folder given as the first argument), its
 * packages left in node_modules, and the files the server reads beside them (the migrations, the Auth Emulator's
 * preload). Node then runs the server without a TypeScript loader: a process starts in a fraction of the time.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverEntries } from '../src/server/server-files';

export async function buildServer(outdir: string) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(Object.entries(serverEntries).map(([name, file]) => [name, path.resolve(file)])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  cpSync('src/server/db/migrations', path.join(outdir, 'migrations'), { recursive: true });
  cpSync('src/server/auth/emulator-lazy-schemas.mjs', path.join(outdir, 'emulator-lazy-schemas.mjs'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outdir = path.resolve(process.argv[2] ?? 'dist-server');
  await buildServer(outdir);
  console.log(`The server is built: ${Object.keys(serverEntries).length} entries in ${path.relative('.', outdir)}/`);
}
