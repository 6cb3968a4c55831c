import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../db/seed';
import { createEmptyPostgresDatabase, onPostgresProject, withMigratedEmbedded } from '../test/database';
import { runDataCommand } from '../test/shop-fixture';
import { checkSignature, signBackup } from './backup-trust';
import { useTempFolders } from '../test/temp-folders';

const backupKey = 'the-backup-key-of-this-shop-in-tests-0123456789';
const otherKey = 'the-backup-key-of-another-shop-in-tests-0123456789';
const newFolder = useTempFolders('brushwork-restore-trust');

/** The backup's text with `change` made to its SQL, signed again with `key` (as someone holding it would). */
function altered(file: string, change: (sql: string) => string, key = backupKey): string {
  const { content } = checkSignature(readFileSync(file, 'utf8'), backupKey);
  const changed = path.join(newFolder(), 'altered.sql');
  writeFileSync(changed, signBackup(change(content), key));
  return changed;
}

const beforeVerification = (added: string) => (sql: string) =>
  sql.replace('do $verify$', () => `${added}\ndo $verify$`);
const addedTrigger = beforeVerification(
  [
    'CREATE FUNCTION public.copy_orders() RETURNS trigger LANGUAGE plpgsql AS $$ begin return new; end $$;',
    'CREATE TRIGGER copy_orders AFTER INSERT ON public.orders FOR EACH ROW EXECUTE FUNCTION public.copy_orders();',
  ].join('\n'),
);

/** The hostile files of the issue, each refused with nothing restored; then a file from elsewhere, by the flag. */
function restoreCases(setUp: () => Promise<{ file: string; target: () => Promise<Record<string, string>> }>) {
  let file: string;
  let target: () => Promise<Record<string, string>>;
  beforeAll(async () => ({ file, target } = await setUp()), 120_000);

  it('refuses a signed file with a psql shell command, which never runs', async () => {
    const marker = path.join(newFolder(), 'ran');
    const hostile = altered(file, (sql) => sql.replace('\nCREATE TABLE', `\n\\! touch ${marker}\nCREATE TABLE`));
    const restore = await runDataCommand('restore', [hostile], await target());
    expect(restore.output).toContain('holds a psql command');
    expect(restore.code).toBe(1);
    const flagged = await runDataCommand('restore', [hostile, '--from-elsewhere'], await target());
    expect(flagged.code).toBe(1);
    expect(existsSync(marker)).toBe(false);
  }, 60_000);

  it('refuses a dump with an added trigger by its check of functions and triggers', async () => {
    const restore = await runDataCommand('restore', [altered(file, addedTrigger)], await target());
    expect(restore.output).toMatch(/other (functions|triggers) than the backup/);
    expect(restore.code).toBe(1);
  }, 60_000);

  it('refuses a file whose signature does not match, unless told it comes from elsewhere', async () => {
    const tampered = path.join(newFolder(), 'tampered.sql');
    writeFileSync(tampered, readFileSync(file, 'utf8').replace('-- Checksums:', '--  Checksums:'));
    const refused = await runDataCommand('restore', [tampered], await target());
    expect(refused.output).toContain('is not signed with this shop');
    expect(refused.code).toBe(1);

    const foreign = altered(file, (sql) => sql, otherKey);
    expect((await runDataCommand('restore', [foreign], await target())).code).toBe(1);
    const flagged = await runDataCommand('restore', [foreign, '--from-elsewhere'], await target());
    expect(flagged.output).toContain('Warning: --from-elsewhere');
    expect(flagged.output).toContain('every table matches');
    expect(flagged.code).toBe(0);
  }, 60_000);
}

describe.skipIf(onPostgresProject)('restoring into the embedded database', () => {
  restoreCases(async () => {
    const dataDir = withMigratedEmbedded(newFolder());
    const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await database.migrate();
    await seedDemoData(database.db);
    await database.close();
    const file = path.join(newFolder(), 'shop.sql');
    const backup = await runDataCommand('backup', [file], { DATA_DIR: dataDir, BACKUP_KEY: backupKey });
    expect(backup.code).toBe(0);
    expect(backup.output).toMatch(/Signed with the backup key in the BACKUP_KEY setting \(fingerprint [0-9a-f]{16}\)/);
    return { file, target: async () => ({ DATA_DIR: newFolder(), BACKUP_KEY: backupKey }) };
  });
});

describe.skipIf(!onPostgresProject)('restoring into PostgreSQL', () => {
  const databases: { drop: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });
  const emptyDatabase = async () => {
    const created = await createEmptyPostgresDatabase();
    databases.push(created);
    return created.url;
  };
  restoreCases(async () => {
    const source = await emptyDatabase();
    const database = await openDatabase({ driver: 'postgres', url: source });
    await database.migrate();
    await seedDemoData(database.db);
    await database.close();
    const file = path.join(newFolder(), 'shop.sql');
    expect((await runDataCommand('backup', [file], { DATABASE_URL: source, BACKUP_KEY: backupKey })).code).toBe(0);
    // pg_dump's guard is kept in the file; the restore runs psql inside a guard of its own.
    expect(readFileSync(file, 'utf8')).toMatch(/^\\restrict /m);
    return { file, target: async () => ({ DATABASE_URL: await emptyDatabase(), BACKUP_KEY: backupKey }) };
  });
});
