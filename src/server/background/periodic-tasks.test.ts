import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client';
import { taskRuns } from '../db/schema';
import { claimTaskRun, schedulePeriodicTask } from './periodic-tasks';
import { useTestDatabase } from '../test/use-test-app';

let database: DatabaseHandle;
useTestDatabase((opened) => (database = opened));
afterEach(() => vi.useRealTimers());

/** `db`, counting each query it answers: a scheduler's tick is over once its claim is answered. */
function countingAnswers(db: Database, answered: () => void): Database {
  const wrap = (value: object): object =>
    new Proxy(value, {
      get(target, key) {
        const member: unknown = Reflect.get(target, key);
        if (typeof member !== 'function') return member;
        if (key === 'then')
          return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
            (member as PromiseLike<unknown>['then']).call(target).then(
              (v) => (answered(), resolve(v)),
              (e: unknown) => (answered(), reject(e)),
            );
        return (...args: unknown[]) => {
          const result: unknown = (member as (...a: unknown[]) => unknown).apply(target, args);
          return typeof result === 'object' && result !== null ? wrap(result) : result;
        };
      },
    });
  return wrap(db) as Database;
}

describe('periodic tasks among several server processes', () => {
  it('gives each period to exactly one of many claims made at once', async () => {
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimTaskRun(database.db, 'race', 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimTaskRun(database.db, 'race', 60_000)).toBe(false);
    expect(await claimTaskRun(database.db, 'another job', 60_000)).toBe(true);
  });

  it('runs once a period however many processes keep a timer for it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let runs = 0;
    let claims = 0;
    const db = countingAnswers(database.db, () => (claims += 1));
    // Three schedulers on one database stand for three server processes.
    const stops = [0, 1, 2].map(() =>
      schedulePeriodicTask(db, 'shared', 300, async () => {
        runs += 1;
      }),
    );
    // Polled on the real clock: vi.waitFor would move the fake one, and with it the schedulers.
    const periodOver = async (period: number) => {
      while (claims < 3 * period) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(claims).toBe(3 * period);
    };
    // The first period's run comes at once.
    await periodOver(1);
    expect(runs).toBe(1);
    for (let period = 2; period <= 5; period += 1) {
      // A period passes on the database's clock (the last run moves a period back) and on the timers'.
      await database.db
        .update(taskRuns)
        .set({ lastRunAt: sql`${taskRuns.lastRunAt} - interval '300 milliseconds'` })
        .where(eq(taskRuns.name, 'shared'));
      await vi.advanceTimersByTimeAsync(300);
      await periodOver(period);
      // One run each period, never one per process.
      expect(runs).toBe(period);
    }
    stops.forEach((stop) => stop());
    await vi.advanceTimersByTimeAsync(900);
    expect(claims).toBe(15);
  });
});
