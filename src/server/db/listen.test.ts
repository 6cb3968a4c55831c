import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgresProject } from '../test/database';
import type { DatabaseHandle } from './client';

describe.skipIf(!onPostgresProject)('listening for NOTIFY on PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('reports once that it listens, so a NOTIFY sent before it did is not lost on whoever waits for it', async () => {
    // Sent before anyone listens: PostgreSQL delivers it to no one.
    await database.db.execute(sql`select pg_notify('listen_test', 'early')`);
    const payloads: string[] = [];
    const stop = database.listen!('listen_test', (payload) => payloads.push(payload));
    try {
      await expect.poll(() => payloads).toEqual(['']);
      await database.db.execute(sql`select pg_notify('listen_test', 'later')`);
      await expect.poll(() => payloads).toEqual(['', 'later']);
    } finally {
      await stop();
    }
  });
});
