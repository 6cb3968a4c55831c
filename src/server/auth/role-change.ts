import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { movableJobStatuses } from '@/shared/schemas/job';
import type { UserRole } from '@/shared/schemas/user';
import type { Database } from '../db/client';
import { jobPainters, jobs, users } from '../db/schema';
import { ApiError } from '../http/errors';

type UserRow = typeof users.$inferSelect;

/** The jobs not yet completed that a painter is on: taking their role would leave those jobs short of them. */
async function unfinishedJobsOf(db: Database, painterId: string): Promise<number> {
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
 * the role until those jobs have other painters (409). Giving the role a user already has changes nothing.
 */
export async function changeRole(db: Database, target: UserRow, role: UserRole): Promise<UserRow> {
  const wanted = role === 'customer' ? null : role;
  if (target.role === wanted) return target;
  if (target.role === 'admin')
    throw new ApiError(
      409,
      'conflict',
      'An admin stays an admin: a painter is never an admin, nor is an admin taken back.',
    );
  if (target.role === 'painter') {
    const onJobs = await unfinishedJobsOf(db, target.id);
    if (onJobs > 0)
      throw new ApiError(
        409,
        'conflict',
        `This painter is on ${onJobs === 1 ? 'a job' : `${onJobs} jobs`} not yet completed: give ${onJobs === 1 ? 'it' : 'them'} other painters first.`,
      );
  }
  const [changed] = await db
    .update(users)
    .set({ role: wanted })
    .where(and(eq(users.id, target.id), target.role === null ? isNull(users.role) : eq(users.role, target.role)))
    .returning();
  if (!changed) throw new ApiError(409, 'conflict', "This user's role changed meanwhile. Please look again.");
  return changed;
}
