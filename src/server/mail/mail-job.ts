import type { DatabaseHandle } from '../db/client';
import type { MailQueueChannel } from '../db/schema';
import { log } from '../observability/log';
import { type ClaimedEmail, claimNext, giveUp, markSent, maxTries, recordFailure } from './mail-claims';
import { turnedOff } from './mail-preferences';
import { noLongerDue } from './still-due';
import { mailQueuedChannel, type MailQueue } from './mail-queue';
import type { SendEmail } from './sender';

/**
 * How long a claimed email is this sender's alone. Far longer than a send takes (the SMTP transport gives
 * up within seconds), so that a live sender is never overtaken; when a sender dies holding one, the email is
 * due again once the lease runs out.
 */
export const defaultLeaseMs = 2 * 60_000;

const diedWhileSending = 'Its sender stopped while sending it, at every try.';
const notWanted = 'Its reader turned this kind of mail off.';

/**
 * Sends one claimed email outside any transaction, then marks it sent (or records the failure) in a statement
 * of its own. A kill at any moment leaves at most this one email to be sent again, with its same Message-ID:
 * the rows before it are marked already, the rows after it not claimed yet, and no row lock or connection is
 * held while the SMTP server answers (on the embedded database, its only connection stays free meanwhile).
 */
async function deliver({ db }: DatabaseHandle, row: ClaimedEmail, send: SendEmail) {
  if (row.attempts > maxTries) {
    await recordFailure(db, row, new Error(diedWhileSending));
    return;
  }
  // Asked when it is due, not when it was written: a reminder is written days ahead.
  if (await turnedOff(db, row.kind, row.toAddress)) {
    await giveUp(db, row, notWanted);
    return;
  }
  const overtaken = await noLongerDue(db, row);
  if (overtaken) {
    await giveUp(db, row, `No longer due: ${overtaken}`);
    return;
  }
  try {
    await send(row);
  } catch (error) {
    await recordFailure(db, row, error);
    return;
  }
  // Marked while it is still there: a notification whose device was forgotten meanwhile went with it.
  await markSent(db, row);
}

export type MailJob = {
  /** Sends every due email, one after another; answers how many rows it claimed. */
  runOnce: () => Promise<number>;
  /** Stops the timer and the listening, and waits for the run under way. */
  stop: () => Promise<void>;
};

/**
 * The sender of every server process: it runs every `everyMs` and, so that a receipt goes out at once,
 * right after an email is written (on PostgreSQL when its transaction commits, through NOTIFY; on the
 * embedded database, whose one connection makes the run wait for that transaction, at the write). It sends
 * the queue's emails with `send` and its push notifications with `push`, the same way, one row at a time;
 * a channel without a sender (no SMTP_URL) is left waiting for a process that has one.
 */
export function startMailJob(
  database: DatabaseHandle,
  mailQueue: MailQueue,
  send: SendEmail | undefined,
  { everyMs = 3000, leaseMs = defaultLeaseMs, push }: { everyMs?: number; leaseMs?: number; push?: SendEmail } = {},
): MailJob {
  const senders: Partial<Record<MailQueueChannel, SendEmail>> = { ...(send && { email: send }), ...(push && { push }) };
  const channels = Object.keys(senders) as MailQueueChannel[];
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  // One email at a time, claimed, sent and marked, until none is due (or the job stops).
  const drain = async () => {
    let claimed = 0;
    while (!stopped) {
      const row = await claimNext(database.db, leaseMs, channels);
      if (!row) break;
      claimed += 1;
      await deliver(database, row, senders[row.channel]!);
    }
    return claimed;
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
        const unsubscribe = mailQueue.onQueued(() => setImmediate(wake));
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
