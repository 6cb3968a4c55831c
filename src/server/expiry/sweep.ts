import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/client';

/**
 * One sweep of a deadline, in one transaction: `expire` marks as expired what is past it and answers those rows,
 * and `follow` does in the same transaction what their expiry brings (stock back, a request reopened, an email).
 * A row expires once however many processes sweep at the same moment: a second update waits for the first's row
 * lock, then finds the row no longer open and skips it. Answers how many expired.
 */
export function sweep<Row>(
  db: Database,
  expire: (tx: Transaction) => Promise<Row[]>,
  follow: (tx: Transaction, expired: Row[]) => Promise<unknown>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await expire(tx);
    if (expired.length > 0) await follow(tx, expired);
    return expired.length;
  });
}

/** The one row of `id` when a move sweeps only what it acts on; every row for the expiry job. */
export const onlyThe = (column: PgColumn, id: string | undefined): SQL | undefined =>
  id === undefined ? undefined : eq(column, id);
