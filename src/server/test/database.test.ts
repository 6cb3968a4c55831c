import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tools } from '../db/schema';
import { createTestDatabase, onPostgresProject } from './database';
import { createTool } from './factories';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/** The first row `query` answers (either driver's result holds its rows in `rows`). */
const firstRow = async <Row>(database: TestDatabase, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows[0];
const toolCount = async (database: TestDatabase) => (await database.db.select().from(tools)).length;
const setting = async (database: TestDatabase) =>
  (await firstRow<{ timeout: string }>(database, sql`select current_setting('statement_timeout') as timeout`))!.timeout;
const nextEventId = async (database: TestDatabase) =>
  Number((await firstRow<{ id: string }>(database, sql`select nextval('order_events_id_seq') as id`))!.id);

describe.skipIf(onPostgresProject)('the embedded database a worker lends its test files in turn', () => {
  it('comes back as the migrated database: no rows, its sequences restarted, its session reset', async () => {
    const first = await createTestDatabase();
    await createTool(first.db);
    expect(await nextEventId(first)).toBe(1);
    expect(await nextEventId(first)).toBe(2);
    await first.db.execute(sql`set statement_timeout = '1234ms'`);
    await first.close();

    const second = await createTestDatabase();
    try {
      expect(await toolCount(second)).toBe(0);
      expect(await nextEventId(second)).toBe(1);
      expect(await setting(second)).toBe('0');
    } finally {
      await second.close();
    }
  });

  it('refuses every use once the file that had it has closed it', async () => {
    const lent = await createTestDatabase();
    await lent.close();
    await expect(toolCount(lent)).rejects.toMatchObject({ cause: { message: expect.stringMatching(/closed/) } });

    const next = await createTestDatabase();
    await next.close();
  });

  it('is started anew after a file changed its schema', async () => {
    const changed = await createTestDatabase();
    await changed.db.execute(sql`create table left_behind (id int)`);
    await changed.db.execute(sql`alter table tools add column extra text`);
    await changed.close();

    const next = await createTestDatabase();
    try {
      const leftBehind = await firstRow<{ name: string | null }>(
        next,
        sql`select to_regclass('public.left_behind')::text as name`,
      );
      expect(leftBehind!.name).toBeNull();
      await createTool(next.db);
      expect(await toolCount(next)).toBe(1);
    } finally {
      await next.close();
    }
  });

  it('gives a file that holds two at once two databases of their own', async () => {
    const one = await createTestDatabase();
    const two = await createTestDatabase();
    try {
      await createTool(one.db);
      expect(await toolCount(one)).toBe(1);
      expect(await toolCount(two)).toBe(0);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
