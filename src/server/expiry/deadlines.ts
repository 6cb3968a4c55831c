import type { Database } from '../db/client';
import { schedulePeriodicTask } from '../background/periodic-tasks';
import type { MailQueue } from '../mail/mail-queue';
import { expireOrders } from './order-holds';
import { expireQuotes } from './quote-validity';

/**
 * What in the shop has a deadline, and what happens when it passes: an unpaid order's hold runs out (it
 * expires, its stock returns, its customer is emailed), a sent quote's last valid day passes (it expires, its
 * request is the shop's to quote again). Reads never write: they show what has run out as expired at once
 * (`holdRanOut`, `validityRanOut`), and this one job writes it so, once a period among all the shop's
 * processes; a move of one order or quote expires that one first, in its own transaction.
 */
export function sweepDeadlines(
  db: Database,
  { mailQueue, timeZone }: { mailQueue: MailQueue; timeZone: string },
  everyMs = 60_000,
): () => void {
  return schedulePeriodicTask(db, 'expire-deadlines', everyMs, async () => {
    await expireOrders(db, mailQueue);
    await expireQuotes(db, timeZone);
  });
}
