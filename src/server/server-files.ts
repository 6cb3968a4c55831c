import { fileURLToPath } from 'node:url';

/**
 * Where the server's own files are, whether it runs from its source (the dev script, the tests, through tsx) or
 * built (`npm start`, `npm run serve`: one file per entry in `dist-server/`, beside the files it reads). The one
 * module that knows both layouts: the rest ask it.
 */
const built = import.meta.url.endsWith('.js');
const at = (source: string, builtName: string) => fileURLToPath(new URL(built ? builtName : source, import.meta.url));

/** The committed SQL migrations. */
export const migrationsFolder = at('./db/migrations', './migrations');
/** The Auth Emulator's preload that compiles its validators lazily. */
export const emulatorPreload = at('./auth/emulator-lazy-schemas.mjs', './emulator-lazy-schemas.mjs');

/** The scripts the server runs in processes of their own: its workers, and the embedded database's helpers. */
const scripts = {
  index: './index',
  createEmbeddedDatabase: './db/create-embedded-database',
  dumpEmbeddedCopy: './backup/dump-embedded-copy',
} as const;
export type ServerScript = keyof typeof scripts;

/** A script's file and the Node arguments that run it: built, as it is; from source, through tsx. */
export function serverScript(name: ServerScript): { file: string; execArgv: string[] } {
  const source = scripts[name];
  return built
    ? { file: fileURLToPath(new URL(`./${source.split('/').at(-1)}.js`, import.meta.url)), execArgv: [] }
    : { file: fileURLToPath(new URL(`${source}.ts`, import.meta.url)), execArgv: ['--import', 'tsx'] };
}

/** The entries the server is built from, by their built names: what `scripts/build-server.mjs` bundles. */
export const serverEntries = {
  index: 'src/server/index.ts',
  'start-local': 'src/server/start-local.ts',
  'create-embedded-database': 'src/server/db/create-embedded-database.ts',
  'dump-embedded-copy': 'src/server/backup/dump-embedded-copy.ts',
  'backup-command': 'src/server/backup/backup-command.ts',
  'restore-command': 'src/server/backup/restore-command.ts',
  'checksums-command': 'src/server/backup/checksums-command.ts',
} as const;
