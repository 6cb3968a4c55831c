import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { emails } from '../db/schema';
import type { Transaction } from '../http/idempotency';
import { type EmailRow, mailQueuedChannel, type Outbox } from './outbox';
import type { SendEmail } from './sender';
import { log } from '../observability/log';

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/** The wait after the `attempts`-th failed try: 1 minute, doubling; undefined once it would pass a day. */
export function backoffMs(attempts: number): number | undefined {
  const wait = minuteMs * 2 ** (attempts - 1);
  return wait > dayMs ? undefined : wait;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

async function recordFailure(tx: Database | Transaction, row: EmailRow, error: unknown) {
  const attempts = row.attempts + 1;
  const wait = backoffMs(attempts);
  await tx
    .update(emails)
    .set({
      attempts,
      lastError: reasonOf(error),
      ...(wait === undefined
        ? { status: 'failed' as const }
        : { sendAfter: sql`now() + ${wait} * interval '1 millisecond'` }),
    })
    .where(eq(emails.id, row.id));
}

/** Sends one email and marks it sent, or records the failure, right after the SMTP server answered. */
async function deliver(db: Database | Transaction, row: EmailRow, send: SendEmail) {
  try {
    await send(row);
  } catch (error) {
    await recordFailure(db, row, error);
    return;
  }
  await db
    .update(emails)
    .set({ status: 'sent', sentAt: sql`now()`, attempts: row.attempts + 1, lastError: null })
    .where(eq(emails.id, row.id));
}

const dueFirst = (db: Database | Transaction, batchSize: number) =>
  db
    .select()
    .from(emails)
    .where(and(eq(emails.status, 'waiting'), lte(emails.sendAfter, sql`now()`)))
    .orderBy(asc(emails.sendAfter))
    .limit(batchSize);

/**
 * Sends one batch of due emails; answers how many rows it took. On PostgreSQL they are claimed with FOR
 * UPDATE SKIP LOCKED, so that each process takes rows no other holds, and each is marked sent (or its
 * failure recorded) in that same short transaction. The embedded database belongs to one process, whose
 * one sender needs no claim; there the SMTP exchange happens outside any transaction, since a transaction
 * would hold the database's only connection, and the whole shop with it, while a slow SMTP server answers.
 */
async function sendBatch({ db, driver }: DatabaseHandle, send: SendEmail, batchSize: number): Promise<number> {
  if (driver === 'pglite') {
    const due = await dueFirst(db, batchSize);
    for (const row of due) await deliver(db, row, send);
    return due.length;
  }
  return db.transaction(async (tx) => {
    const due = await dueFirst(tx, batchSize).for('update', { skipLocked: true });
    for (const row of due) await deliver(tx, row, send);
    return due.length;
  });
}

export type MailJob = {
  /** Sends every due email, batch after batch; answers how many rows it claimed. */
  runOnce: () => Promise<number>;
  /** Stops the timer and the listening, and waits for the run under way. */
  stop: () => Promise<void>;
};

/**
 * The sender of every server process: it runs every `everyMs` and, so that a receipt goes out at once,
 * right after an email is written (on PostgreSQL when its transaction commits, through NOTIFY; on the
 * embedded database, whose one connection makes the run wait for that transaction, at the write).
 */
export function startMailJob(
  database: DatabaseHandle,
  outbox: Outbox,
  send: SendEmail,
  { everyMs = 3000 }: { everyMs?: number } = {},
): MailJob {
  const batchSize = 5;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  const drain = async () => {
    let claimed = 0;
    for (;;) {
      const batch = await sendBatch(database, send, batchSize);
      claimed += batch;
      if (batch < batchSize || stopped) return claimed;
    }
  };
  const start = (): Promise<number> => {
    running = drain()
      .catch((error: unknown) => {
        log.error({ err: error }, 'Sending the shop’s mail failed; the next run tries again.');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void start();
        }
      });
    return running;
  };
  // A wake during a run asks for one more run after it, which sees what was written meanwhile.
  const wake = () => {
    if (stopped) return;
    if (running) again = true;
    else void start();
  };
  const runOnce = async () => {
    while (running) await running;
    return start();
  };

  const stopListening = database.listen
    ? database.listen(mailQueuedChannel, wake)
    : (() => {
        const unsubscribe = outbox.onQueued(() => setImmediate(wake));
        return async () => void unsubscribe();
      })();
  const timer = setInterval(wake, everyMs);
  timer.unref();
  wake();

  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await stopListening();
      await running;
    },
  };
}
