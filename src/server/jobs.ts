import { sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { jobRuns } from './db/schema';
import { log } from './observability/log';
import { jobFailuresTotal, jobRunsTotal } from './observability/process-metrics';

/**
 * Claims this period's run of a job for this process: true for the one process, among all on the
 * database, that claims it first; false for every other until the period has passed. A claim is a
 * single upsert, so it holds across processes and machines.
 */
export async function claimJobRun(db: Database, name: string, periodMs: number): Promise<boolean> {
  // Timers in different processes drift: a run a little early in the next period still counts.
  const dueAfterMs = Math.floor(periodMs * 0.9);
  const claimed = await db
    .insert(jobRuns)
    .values({ name, lastRunAt: sql`now()` })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { lastRunAt: sql`now()` },
      setWhere: sql`${jobRuns.lastRunAt} <= now() - ${dueAfterMs} * interval '1 millisecond'`,
    })
    .returning({ name: jobRuns.name });
  return claimed.length > 0;
}

/**
 * Runs `run` now and then every `everyMs`, once per period among all the shop's server processes (each
 * process keeps a timer; the one that claims the period runs it). A failure is logged, never thrown.
 * Returns a stop function.
 */
export function scheduleJob(db: Database, name: string, everyMs: number, run: () => Promise<unknown>): () => void {
  const tick = async () => {
    try {
      if (!(await claimJobRun(db, name, everyMs))) return;
      jobRunsTotal.inc({ job: name });
      await run();
    } catch (error) {
      jobFailuresTotal.inc({ job: name });
      log.error({ job: name, err: error }, `The periodic job "${name}" failed.`);
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
