import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { claimJobRun, scheduleJob } from './jobs';
import { createTestDatabase } from './test/database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('periodic jobs among several server processes', () => {
  it('gives each period to exactly one of many claims made at once', async () => {
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimJobRun(database.db, 'race', 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobRun(database.db, 'race', 60_000)).toBe(false);
    expect(await claimJobRun(database.db, 'another job', 60_000)).toBe(true);
  });

  it('runs once a period however many processes keep a timer for it', async () => {
    let runs = 0;
    const run = async () => {
      runs += 1;
    };
    // Three schedulers on one database stand for three server processes.
    const stops = [0, 1, 2].map(() => scheduleJob(database.db, 'shared', 300, run));
    await new Promise((resolve) => setTimeout(resolve, 1400));
    stops.forEach((stop) => stop());
    // About five periods passed: one run each (the first at once), never one per process.
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBeLessThanOrEqual(6);
  });
});
