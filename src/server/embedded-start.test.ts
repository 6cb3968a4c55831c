import { describe, expect, it } from 'vitest';
import { onPostgresProject } from './test/database';
import { startServerProcess } from './test/server-process';
import { useTempFolders } from './test/temp-folders';

const newFolder = useTempFolders('brushwork-embedded-start');

/** `npm start` with no configuration: the embedded database is created, migrated and seeded in DATA_DIR. */
describe.skipIf(onPostgresProject)('a server on an empty data folder', () => {
  it('creates the embedded database, seeds it once, and keeps what it holds across a restart', async () => {
    const dataDir = newFolder();
    const settings = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = await startServerProcess(settings);
    let tools: unknown[];
    try {
      expect(await (await fetch(`${first.base}/api/health`)).json()).toEqual({ status: 'ok', database: 'pglite' });
      tools = (await (await fetch(`${first.base}/api/services`)).json()) as unknown[];
      expect(tools.length).toBeGreaterThanOrEqual(9);
      const sent = await fetch(`${first.base}/api/msg`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Kept', email: 'kept@example.com', subject: 'Survives a restart', msg: 'Hello' }),
      });
      expect(sent.status).toBe(201);
    } finally {
      await first.stop();
    }

    const second = await startServerProcess(settings);
    try {
      expect(await (await fetch(`${second.base}/api/services`)).json()).toHaveLength(tools.length);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
