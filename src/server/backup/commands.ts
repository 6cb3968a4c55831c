import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { backUp, type BackupResult } from './backup';
import { tableChecksums, type TableChecksums } from './checksums';
import type { ControlRequest } from './control-socket';

/** The checksums of every table of an open database, read in one transaction. */
export function checksumsOf({ db }: DatabaseHandle): Promise<TableChecksums> {
  return db.transaction((tx) =>
    tableChecksums(
      async (text) => ((await tx.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows,
    ),
  );
}

/** What the owner of the embedded database answers on its control socket. */
export function answerControlRequest(database: DatabaseHandle, backups: { dir: string; keep: number; key: string }) {
  return async (request: ControlRequest): Promise<BackupResult | TableChecksums | string> => {
    if (request.command === 'ping') return 'running';
    if (request.command === 'checksums') return checksumsOf(database);
    return backUp({ snapshot: database.snapshot! }, { file: request.file, ...backups });
  };
}
