import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { emails } from '../db/schema';
import { schedulePeriodicTask } from '../background/periodic-tasks';
import { createTestApp, placedOrder, signedInUser } from '../test/app';
import { createTool } from '../test/factories';
import { useTestDatabase } from '../test/use-test-app';

let database: DatabaseHandle;
useTestDatabase((opened) => (database = opened));

/** What the Node adapter gives the app: the socket the request came in on. */
const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

async function scrape(app: ReturnType<typeof createTestApp>): Promise<string> {
  const response = await app.request('/metrics', {}, fromAddress('127.0.0.1'));
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toContain('text/plain');
  return response.text();
}

describe('GET /metrics', () => {
  it('reports requests, the process, the database pool, the email queue, jobs and orders', async () => {
    const app = createTestApp(database);
    const customer = await signedInUser(database);
    const tool = await createTool(database.db);
    await placedOrder(app, customer.auth, tool.id);
    await database.db.insert(emails).values({
      kind: 'order-paid',
      toAddress: 'due@example.com',
      subject: 'Your receipt',
      data: {},
      messageId: `<metrics-${Date.now()}@brushwork.test>`,
      sendAfter: new Date(Date.now() - 90_000),
    });
    // A push notification sent: counted apart from the emails.
    await database.db.insert(emails).values({
      channel: 'push',
      kind: 'order-paid',
      toAddress: 'due@example.com',
      subject: 'Order paid',
      data: {},
      messageId: `<metrics-push-${Date.now()}@brushwork.test>`,
      status: 'sent',
    });
    const stop = schedulePeriodicTask(database.db, `metrics-test-${database.driver}`, 60 * 60 * 1000, () =>
      Promise.reject(new Error('The test job fails on purpose.')),
    );
    try {
      await expect
        .poll(() => scrape(app))
        .toMatch(new RegExp(`brushwork_task_failures_total\\{job="metrics-test-${database.driver}"\\} 1`));
    } finally {
      stop();
    }
    const text = await scrape(app);

    expect(text).toMatch(/brushwork_http_request_duration_seconds_bucket\{.*route="\/api\/orders".*\} 1/);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toContain(`brushwork_task_runs_total{job="metrics-test-${database.driver}"} 1`);
    expect(text).toContain('brushwork_database_up 1');
    if (database.driver === 'postgres') {
      expect(text).toMatch(/^brushwork_db_pool_clients\{state="total"\} [1-9]/m);
      expect(text).toMatch(/^brushwork_db_pool_clients\{state="idle"\} \d/m);
      expect(text).toContain('brushwork_db_pool_clients{state="waiting"} 0');
      expect(text).toContain('brushwork_db_embedded 0');
    } else {
      expect(text).toContain('brushwork_db_embedded 1');
      expect(text).not.toMatch(/^brushwork_db_pool_clients\{/m);
    }
    expect(text).toContain('brushwork_emails{status="waiting"} 1');
    expect(text).toContain('brushwork_emails{status="failed"} 0');
    expect(text).toContain('brushwork_emails{status="sent"} 0');
    expect(text).toContain('brushwork_push_notifications{status="sent"} 1');
    expect(text).toContain('brushwork_push_notifications{status="waiting"} 0');
    const oldest = Number(/^brushwork_email_oldest_due_seconds (\S+)$/m.exec(text)?.[1]);
    expect(oldest).toBeGreaterThanOrEqual(89);
    expect(text).toContain('brushwork_orders{status="pending"} 1');
    expect(text).toContain('brushwork_orders{status="shipped"} 0');
  });

  it('labels request durations with the route pattern, never the ids in the path', async () => {
    const app = createTestApp(database);
    const tool = await createTool(database.db);
    expect((await app.request(`/api/services/${tool.id}`)).status).toBe(200);
    expect((await app.request('/api/no-such-route/123')).status).toBe(404);
    const text = await scrape(app);
    expect(text).toMatch(/_count\{method="GET",route="\/api\/services\/:id",status="200"\} 1/);
    expect(text).toMatch(/_count\{method="GET",route="\*",status="404"\} 1/);
    expect(text).not.toContain(tool.id);
    expect(text).not.toContain('no-such-route');
  });
});
