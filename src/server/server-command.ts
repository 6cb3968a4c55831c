/**
 * How a server process is started: by `npm start` and `npm run serve` (package.json spells the same
 * command, and a test holds the two together), and by every test and benchmark that starts one.
 *
 * V8 lets its heap grow far past what the server keeps alive when memory is plentiful: under a load
 * test, 250 MB for a server whose live data is under 40 MB. A ceiling keeps it collecting sooner, so a
 * shop on a small machine keeps its memory for PostgreSQL, or for the embedded database (whose memory
 * is outside this heap).
 */
export const serverNodeArgs = ['--max-old-space-size=128', '--import', 'tsx'];

export const serverEntry = 'src/server/index.ts';
