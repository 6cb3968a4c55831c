import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CustomerJob, PainterJob } from '@/shared/answers/jobs';
import type { DatabaseHandle } from '../db/client';
import { emails, users } from '../db/schema';
import { signedInUser, type TestApp } from '../test/app';
import { type JobCalls, type Person, scheduledJob, signedInPainter, useJobTestApp } from '../test/jobs';
import { photoBytes } from '../test/quote-requests';

let database: DatabaseHandle, app: TestApp, calls: JobCalls;
let admin: Person;
useJobTestApp((world) => ({ database, app, calls, admin } = world));

/** What `to` was emailed, as the template's data and subject: what they read. */
const mailTo = async (to: string) =>
  JSON.stringify(
    (await database.db.select().from(emails).where(eq(emails.toAddress, to))).map(({ data, subject }) => ({
      data,
      subject,
    })),
  );

describe('a person who gave no name is never shown by their email to another', () => {
  it('painters see "Customer", the customer sees "Painter", and neither sees the other’s address in any answer or mail', async () => {
    const customer = await signedInUser(database, { name: '' });
    const painter = await signedInPainter(database);
    await database.db.update(users).set({ name: '' }).where(eq(users.id, painter.user.id));
    const job = await scheduledJob(app, database, { admin, customer, painters: [painter] });
    expect((await calls.onMyWay(painter.auth, job._id)).status).toBe(200);
    expect(
      (await calls.time(painter.auth, job._id, { start: new Date(Date.now() - 3_600_000).toISOString() })).status,
    ).toBe(201);
    expect((await calls.room(painter.auth, job._id, 0, true)).status).toBe(200);
    const form = new FormData();
    form.append('jobId', job._id);
    form.append('image', new Blob([new Uint8Array(photoBytes.jpeg)], { type: 'image/jpeg' }), 'progress.jpg');
    expect((await app.request('/api/job-photos', { method: 'POST', body: form, headers: painter.auth })).status).toBe(
      201,
    );

    const painters = (await calls.read(painter.auth, job._id)).body as PainterJob;
    expect(painters.customerName).toBe('Customer');
    const customers = (await calls.read(customer.auth, job._id)).body as CustomerJob;
    expect(customers.painters.map(({ name }) => name)).toEqual(['Painter']);
    expect(customers.timeEntries[0]!.painterName).toBe('Painter');
    expect(customers.progressPhotos[0]!.takenBy).toBe('Painter');
    expect(customers.checklist[0]!.doneBy).toBe('Painter');
    for (const answer of [painters, (await calls.call('GET', '/api/jobs/mine', painter.auth)).body])
      expect(JSON.stringify(answer)).not.toContain(customer.user.email);
    for (const answer of [customers, (await calls.call('GET', '/api/jobs/mine', customer.auth)).body])
      expect(JSON.stringify(answer)).not.toContain(painter.user.email);
    expect(await mailTo(painter.user.email)).not.toContain(customer.user.email);
    expect(await mailTo(customer.user.email)).not.toContain(painter.user.email);
    expect(await mailTo(customer.user.email)).toContain('Painter');
  });
});
