import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maxJobNotes, maxJobPhotos, maxTimeEntriesPerJob } from '@/shared/schemas/job';
import type { DatabaseHandle } from '../db/client';
import { jobNotes, jobPhotos, jobs, jobTimeEntries } from '../db/schema';
import type { TestApp } from '../test/app';
import { onPostgresProject, statementsWaitingForALock } from '../test/database';
import { type JobCalls, type Person, scheduledJob, signedInPainter, useJobTestApp } from '../test/jobs';
import { photoBytes } from '../test/quote-requests';

let database: DatabaseHandle, app: TestApp, calls: JobCalls;
let admin: Person, customer: Person;
useJobTestApp((world) => ({ database, app, calls, admin, customer } = world));

async function crewedJob() {
  const painter = await signedInPainter(database);
  return { painter, job: await scheduledJob(app, database, { admin, customer, painters: [painter] }) };
}

const countOf = async (table: typeof jobNotes | typeof jobPhotos, jobId: string) =>
  (await database.db.select({ n: count() }).from(table).where(eq(table.jobId, jobId)))[0]!.n;

const photoForm = (jobId: string, n: number) => {
  const form = new FormData();
  form.append('jobId', jobId);
  const bytes = Buffer.concat([photoBytes.jpeg, Buffer.from(`bounded ${n} ${crypto.randomUUID()}`)]);
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'progress.jpg');
  return form;
};

describe('what one job keeps is bounded', () => {
  it(`keeps at most ${maxJobNotes} notes: the next is refused (422) with why, and none of the kept changes`, async () => {
    const { painter, job } = await crewedJob();
    await database.db.insert(jobNotes).values(
      Array.from({ length: maxJobNotes - 1 }, (_, n) => ({
        jobId: job._id,
        painterId: painter.user.id,
        text: `Note ${n}`,
      })),
    );
    expect((await calls.note(painter.auth, job._id, 'The last one')).status).toBe(201);
    const refused = await calls.note(painter.auth, job._id, 'One too many');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ issues: [{ path: 'text' }] });
    expect(refused.body.error!.message).toContain(`at most ${maxJobNotes} notes`);
    expect(await countOf(jobNotes, job._id)).toBe(maxJobNotes);
    expect((await calls.note(painter.auth, job._id, 'x'.repeat(2001))).status).toBe(422);
  });

  it(`keeps at most ${maxJobPhotos} photos, counted under the job's lock: two at once at the last place, one kept`, async () => {
    const { painter, job } = await crewedJob();
    await database.db.insert(jobPhotos).values(
      Array.from({ length: maxJobPhotos - 1 }, () => ({
        jobId: job._id,
        painterId: painter.user.id,
        contentType: 'image/jpeg',
        bytes: photoBytes.jpeg,
        size: photoBytes.jpeg.length,
      })),
    );
    const send = (n: number) =>
      Promise.resolve(
        app.request('/api/job-photos', { method: 'POST', body: photoForm(job._id, n), headers: painter.auth }),
      );
    let sent: Promise<Response[]> | undefined;
    if (onPostgresProject) {
      // Both arrive while the job's row is held elsewhere: each counts the photos only once it is its turn.
      let answered = 0;
      await database.db.transaction(async (tx) => {
        await tx.select().from(jobs).where(eq(jobs.id, job._id)).for('update');
        sent = Promise.all([send(1), send(2)].map((response) => response.finally(() => (answered += 1))));
        await expect.poll(async () => answered === 2 || (await statementsWaitingForALock(database)) === 2).toBe(true);
      });
    } else sent = Promise.all([send(1), send(2)]);
    const statuses = (await sent!).map((response) => response.status).sort();
    expect(statuses).toEqual([201, 422]);
    expect(await countOf(jobPhotos, job._id)).toBe(maxJobPhotos);
  });

  it(`keeps at most ${maxTimeEntriesPerJob} entries of a painter's on a job`, async () => {
    const { painter, job } = await crewedJob();
    const at = (minutes: number) => new Date(Date.now() - 3_600_000 + minutes * 60_000).toISOString();
    await database.db.insert(jobTimeEntries).values(
      Array.from({ length: maxTimeEntriesPerJob }, (_, n) => ({
        jobId: job._id,
        painterId: painter.user.id,
        start: new Date(Date.now() - 40 * 86_400_000 + n * 120_000),
        end: new Date(Date.now() - 40 * 86_400_000 + n * 120_000 + 60_000),
      })),
    );
    const refused = await calls.time(painter.auth, job._id, { start: at(0), end: at(30) });
    expect(refused.status).toBe(422);
    expect(refused.body.error!.message).toContain(`at most ${maxTimeEntriesPerJob} entries`);
  });
});
