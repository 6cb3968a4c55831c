import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { taskRuns } from '../db/schema';
import { log } from '../observability/log';
import { taskFailuresTotal, taskRunsTotal } from '../observability/process-metrics';

/**
 * Claims this period's run of a job for this process: true for the one process, among all on the
 * database, that claims it first; false for every other until the period has passed. A claim is a
 * single upsert, so it holds across processes and machines.
 */
export async function claimTaskRun(db: Database, name: string, periodMs: number): Promise<boolean> {
  // Timers in different processes drift: a run a little early in the next period still counts.
  const dueAfterMs = Math.floor(periodMs * 0.9);
  const claimed = await db
    .insert(taskRuns)
    .values({ name, lastRunAt: sql`now()` })
    .onConflictDoUpdate({
      target: taskRuns.name,
      set: { lastRunAt: sql`now()` },
      setWhere: sql`${taskRuns.lastRunAt} <= now() - ${dueAfterMs} * interval '1 millisecond'`,
    })
    .returning({ name: taskRuns.name });
  return claimed.length > 0;
}

/**
 * Runs `run` now and then every `everyMs`, once per period among all the shop's server processes (each
 * process keeps a timer; the one that claims the period runs it). A failure is logged, never thrown.
 * Returns a stop function.
 */
export function schedulePeriodicTask(
  db: Database,
  name: string,
  everyMs: number,
  run: () => Promise<unknown>,
): () => void {
  const tick = async () => {
    try {
      if (!(await claimTaskRun(db, name, everyMs))) return;
      taskRunsTotal.inc({ job: name });
      await run();
    } catch (error) {
      taskFailuresTotal.inc({ job: name });
      log.error({ job: name, err: error }, `The periodic task "${name}" failed.`);
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
