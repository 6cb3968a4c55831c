import { and, count, eq, inArray } from 'drizzle-orm';
import { movableJobStatuses } from '@/shared/schemas/job';
import type { UserRole } from '@/shared/schemas/user';
import type { Database, Transaction } from '../db/client';
import { jobPainters, jobs, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { closeOpenEntries } from '../painting-jobs/time-entries';

type UserRow = typeof users.$inferSelect;

/** The jobs not yet completed that a painter is on: taking their role would leave those jobs short of them. */
async function unfinishedJobsOf(db: Transaction, painterId: string): Promise<number> {
  const [row] = await db
    .select({ jobs: count() })
    .from(jobPainters)
    .innerJoin(jobs, eq(jobs.id, jobPainters.jobId))
    .where(and(eq(jobPainters.painterId, painterId), inArray(jobs.status, [...movableJobStatuses])));
  return row?.jobs ?? 0;
}

/**
 * An admin gives `target` a role: admin, painter, or customer (no role). A painter is never an admin, so an
 * admin is not made a painter, and an admin stays one (409); a painter still on jobs not yet completed keeps
 * the role until those jobs have other painters (409). Decided on the user's locked row, so a job given the
 * painter at the same moment is seen. A painter who leaves the role while clocked in (on a job completed
 * since) is clocked out at that moment. Giving the role a user already has changes nothing.
 */
export async function changeRole(db: Database, target: UserRow, role: UserRole): Promise<UserRow> {
  const wanted = role === 'customer' ? null : role;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, target.id)).for('update');
    if (!current) throw new ApiError(409, 'conflict', "This user's role changed meanwhile. Please look again.");
    if (current.role === wanted) return current;
    if (current.role === 'admin')
      throw new ApiError(
        409,
        'conflict',
        'An admin stays an admin: a painter is never an admin, nor is an admin taken back.',
      );
    if (current.role === 'painter') {
      const onJobs = await unfinishedJobsOf(tx, current.id);
      if (onJobs > 0)
        throw new ApiError(
          409,
          'conflict',
          `This painter is on ${onJobs === 1 ? 'a job' : `${onJobs} jobs`} not yet completed: give ${onJobs === 1 ? 'it' : 'them'} other painters first.`,
        );
      await closeOpenEntries(
        tx,
        { painterIds: [current.id] },
        'Clocked out by the shop when they stopped being a painter.',
      );
    }
    const [changed] = await tx.update(users).set({ role: wanted }).where(eq(users.id, current.id)).returning();
    return changed!;
  });
}
