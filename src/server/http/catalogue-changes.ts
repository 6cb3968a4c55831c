import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { log } from '../observability/log';

/** Word that the public catalogue changed, for whatever keeps copies of it (cached answers, rendered pages). */
export type CatalogueChanges = {
  /** The catalogue may have changed through this process: this process's copies go at once, others' soon. */
  announce(): void;
  /** Called whenever the catalogue may have changed, through this process or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  close(): Promise<void>;
};

const channel = 'brushwork_catalogue';

/**
 * On PostgreSQL, each announcement is also a NOTIFY that every other server process on the database
 * LISTENs for, so a change through one process drops the others' copies within milliseconds (their copies
 * also expire within a second on their own, should the listening connection be down). Elsewhere, the
 * process is alone and only tells itself (as does a process created without a database, in tests).
 */
export function createCatalogueChanges(database?: DatabaseHandle): CatalogueChanges {
  const listeners = new Set<() => void>();
  const tellListeners = () => listeners.forEach((listener) => listener());
  // This process's own notifications come back to it too; it has acted on them already.
  const self = randomUUID();
  const stopListening = database?.listen?.(channel, (from) => {
    if (from !== self) tellListeners();
  });
  let closed = false;
  // One NOTIFY at a time: changes announced while one is on its way are told by one more after it, so a
  // burst of writes (orders, each changing stock) costs the database a few notifications, not one each.
  let notifying = false;
  let again = false;
  const notify = () => {
    if (notifying) {
      again = true;
      return;
    }
    notifying = true;
    again = false;
    database!.db
      .execute(sql`select pg_notify(${channel}, ${self})`)
      .catch((error: unknown) => {
        log.error({ err: error }, 'Announcing a catalogue change to the other server processes failed.');
      })
      .finally(() => {
        notifying = false;
        if (again && !closed) notify();
      });
  };

  return {
    announce() {
      tellListeners();
      if (!stopListening || closed) return;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      closed = true;
      await stopListening?.();
    },
  };
}
