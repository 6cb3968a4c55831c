import path from 'node:path';

/**
 * How a server process is started: by `npm start` and `npm run serve` (package.json spells the same
 * command, and a test holds the two together), and by every test and benchmark that starts one, from the
 * server built into a folder (`dist-server/` by `npm run build`; the tests build their own).
 *
 * V8 lets its heap grow far past what the server keeps alive when memory is plentiful: under a load
 * test, 250 MB for a server whose live data is under 40 MB. A ceiling keeps it collecting sooner, so a
 * shop on a small machine keeps its memory for PostgreSQL, or for the embedded database (whose memory
 * is outside this heap).
 */
export const serverNodeArgs = ['--max-old-space-size=128'];

/** Where `npm run build` puts the built server. */
export const builtServerFolder = 'dist-server';

/** The Node arguments that start the built server in `folder` (`npm run serve`, with `dist-server`). */
export const serverCommand = (folder = builtServerFolder) => [...serverNodeArgs, path.join(folder, 'index.js')];

/** One of the data commands (`npm run db:backup`, `db:restore`, `db:checksums`) of the built server in `folder`. */
export const dataCommand = (folder = builtServerFolder, command: 'backup' | 'restore' | 'checksums') => [
  path.join(folder, `${command}-command.js`),
];
