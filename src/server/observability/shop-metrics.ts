import { sql } from 'drizzle-orm';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { emailStatuses } from '../db/mail-schema';
import { orderStatuses } from '../db/schema';
import { processLabels, processRegistry } from './process-metrics';

type ShopState = {
  emails: Record<string, number>;
  pushes: Record<string, number>;
  oldestDueEmailSeconds: number;
  orders: Record<string, number>;
};

/**
 * The counts a scrape reports, in one round trip: the queue's emails and push notifications by status, its
 * oldest due row (of either), orders by status.
 */
async function readShopState(database: DatabaseHandle): Promise<ShopState> {
  const result = (await database.db.execute(sql`
    select case channel when 'push' then 'pushes' else 'emails' end as family, status, count(*) as value
      from emails group by channel, status
    union all
    select 'oldest', 'waiting', coalesce(extract(epoch from now() - min(send_after)), 0)
      from emails where status = 'waiting' and send_after <= now()
    union all
    select 'orders', status, count(*) from orders group by status`)) as unknown as {
    rows: { family: string; status: string; value: string | number }[];
  };
  const state: ShopState = { emails: {}, pushes: {}, oldestDueEmailSeconds: 0, orders: {} };
  for (const row of result.rows) {
    if (row.family === 'oldest') state.oldestDueEmailSeconds = Number(row.value);
    else state[row.family as 'emails' | 'pushes' | 'orders'][row.status] = Number(row.value);
  }
  return state;
}

/** The metrics of one app on its database, and the text of a scrape with this process's own beside them. */
export function createShopMetrics(database: DatabaseHandle) {
  const registry = new Registry();
  registry.setDefaultLabels(processLabels);
  const registers = [registry];

  // The gauges of one scrape share one reading of the database; one that fails reports the database down.
  let reading: Promise<ShopState | undefined> | undefined;
  const shopState = () =>
    (reading ??= readShopState(database)
      .catch(() => undefined)
      .finally(() => (reading = undefined)));

  const requestSeconds = new Histogram({
    name: 'brushwork_http_request_duration_seconds',
    help: 'Time to answer an API request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  new Gauge({
    name: 'brushwork_database_up',
    help: 'Whether the database answered the scrape (1) or not (0).',
    registers,
    async collect() {
      this.set((await shopState()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'brushwork_db_pool_clients',
    help: "PostgreSQL connections of this process's pool: total, idle, and queries waiting for one.",
    labelNames: ['state'],
    registers,
    collect() {
      this.reset();
      const pool = database.poolClients?.();
      if (!pool) return;
      for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'brushwork_db_embedded',
    help: 'Whether the database is the embedded one (1), which has no connection pool, or PostgreSQL (0).',
    registers,
    collect() {
      this.set(database.driver === 'pglite' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'brushwork_email_oldest_due_seconds',
    help: 'How long the oldest waiting email or push notification has been due, in seconds (0 when none is due): the queue is stuck when it grows.',
    registers,
    async collect() {
      const state = await shopState();
      if (state) this.set(state.oldestDueEmailSeconds);
    },
  });
  const countedByStatus = [
    {
      name: 'brushwork_emails',
      help: 'Emails in the mail queue by status: waiting (to send or to retry), sent, failed.',
      family: 'emails',
      statuses: emailStatuses,
    },
    {
      name: 'brushwork_push_notifications',
      help: 'Push notifications in the mail queue by status: waiting (to send or to retry), sent, failed.',
      family: 'pushes',
      statuses: emailStatuses,
    },
    { name: 'brushwork_orders', help: 'Orders by status.', family: 'orders', statuses: orderStatuses },
  ] as const;
  // Every status is reported, 0 when no row has it, so that a status emptied since the last scrape reads 0.
  for (const { name, help, family, statuses } of countedByStatus)
    new Gauge({
      name,
      help,
      labelNames: ['status'],
      registers,
      async collect() {
        this.reset();
        const state = await shopState();
        for (const status of statuses) if (state) this.set({ status }, state[family][status] ?? 0);
      },
    });

  return {
    observeRequest: (labels: { method: string; route: string; status: number }, seconds: number) =>
      requestSeconds.observe({ ...labels, status: String(labels.status) }, seconds),
    contentType: registry.contentType,
    scrape: async () => (await processRegistry.metrics()) + (await registry.metrics()),
  };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;
