import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Project } from '@/shared/answers/projects';
import { photoBytes } from '../test/quote-requests';
import { bookings, quoteRequests, quotes } from '../db/schema';
import { signedInUser } from '../test/app';
import { createQuoteRequest, quoteInStatus, shopDay } from '../test/quotes';
import { type JobWorld, scheduledJob, useJobTestApp } from '../test/jobs';

let world: JobWorld;
useJobTestApp((opened) => (world = opened));

const projectsOf = async (auth: Record<string, string>) => {
  const response = await world.app.request('/api/projects/mine', { headers: auth });
  expect(response.status).toBe(200);
  return (await response.json()) as Project[];
};

async function progressPhoto(jobId: string, auth: Record<string, string>) {
  const form = new FormData();
  form.append('jobId', jobId);
  form.append('image', new Blob([new Uint8Array(photoBytes.jpeg)], { type: 'image/jpeg' }), 'hall.jpg');
  const headers = { ...auth, 'Idempotency-Key': `test-${crypto.randomUUID()}` };
  const response = await world.app.request('/api/job-photos', { method: 'POST', body: form, headers });
  expect(response.status).toBe(201);
}

describe('GET /api/projects/mine', () => {
  it('gives a customer each request newest first with its quote, job, photos, rooms done and invoice', async () => {
    const { app, database, admin, calls } = world;
    const customer = await signedInUser(database);
    const painter = await signedInUser(database, { role: 'painter', name: 'Robin Alvarez' });
    const job = await scheduledJob(app, database, { admin, customer, painters: [painter] });
    await calls.room(painter.auth, job._id, 0, true);
    await progressPhoto(job._id, painter.auth);
    expect((await calls.complete(painter.auth, job._id)).status).toBe(200);
    const sent = await quoteInStatus(database.db, customer.user.id, 'sent');
    const unquoted = await createQuoteRequest(database.db, customer.user.id);
    // The shop's draft of a quote for the newest request is the shop's until it is sent.
    await database.db.insert(quotes).values({ ...sent, id: undefined, requestId: unquoted.id, status: 'draft' });
    // Another customer's work is not theirs to see.
    await quoteInStatus(database.db, (await signedInUser(database)).user.id, 'sent');

    const projects = await projectsOf(customer.auth);
    expect(projects.map(({ request }) => request._id)).toEqual([unquoted.id, sent.requestId, expect.any(String)]);
    const [newest, quoted, painted] = projects as [Project, Project, Project];
    expect(newest).toEqual({ request: expect.objectContaining({ state: 'new', quote: null }) });
    expect(quoted.quote).toMatchObject({ _id: sent.id, status: 'sent', total: sent.totalCents / 100 });
    expect(quoted.job).toBeUndefined();
    expect(painted.quote).toMatchObject({ _id: job.quoteId, status: 'deposit_paid', deposit: 292.5 });
    expect(painted.job).toMatchObject({ _id: job._id, status: 'invoiced', painters: [{ name: 'Robin' }] });
    expect(painted.job!.checklist[0]).toMatchObject({ done: true, doneBy: 'Robin' });
    expect(painted.job!.completion).toMatchObject({ signature: null, collectedBy: 'Robin' });
    expect(painted.invoice).toMatchObject({ total: 975, depositPaid: 292.5, balance: 682.5, status: 'open' });
    const [photo] = painted.job!.progressPhotos;
    expect(photo).toMatchObject({ takenBy: 'Robin' });
    expect(JSON.stringify(projects)).not.toContain(painter.user.email);
    expect(JSON.stringify(projects)).not.toContain('Alvarez');

    // The progress photo opens full size for the job's customer, and for no other customer.
    expect((await app.request(photo!.url, { headers: customer.auth })).status).toBe(200);
    const stranger = await signedInUser(database);
    expect((await app.request(photo!.url, { headers: stranger.auth })).status).toBe(404);
    expect(await projectsOf(stranger.auth)).toEqual([]);
  });

  it("shows the visit a request follows while it is booked, and only the customer's own", async () => {
    const { database } = world;
    const customer = await signedInUser(database);
    const visit = (userId: string | null, hours: number) =>
      database.db
        .insert(bookings)
        .values({
          startsAt: new Date(`${shopDay(5)}T${String(9 + hours).padStart(2, '0')}:00:00Z`),
          name: 'Ada',
          email: `visit-${crypto.randomUUID()}@example.com`,
          phone: '555 0100',
          address: '1 Harbour Lane',
          userId,
        })
        .returning()
        .then(([row]) => row!);
    const own = await visit(customer.user.id, 0);
    const someoneElses = await visit(null, 1);
    const followsOwn = await createQuoteRequest(database.db, customer.user.id, { visitId: own.id });
    await createQuoteRequest(database.db, customer.user.id, { visitId: someoneElses.id });
    const projects = await projectsOf(customer.auth);
    expect(projects.map((project) => project.visit?._id)).toEqual([undefined, own.id]);
    expect(projects[1]!.visit!.start).toMatch(new RegExp(`^${shopDay(5)}T`));
    await database.db.delete(bookings).where(eq(bookings.id, own.id));
    expect((await projectsOf(customer.auth)).find(({ request }) => request._id === followsOwn.id)).not.toHaveProperty(
      'visit',
    );
  });

  it('lists at most 50, and asks a session', async () => {
    const { app, database } = world;
    const customer = await signedInUser(database);
    await database.db.insert(quoteRequests).values(
      Array.from({ length: 51 }, (_, index) => ({
        userId: customer.user.id,
        address: `${index} Harbour Lane`,
        rooms: [],
        createdAt: new Date(Date.now() - index * 60_000),
      })),
    );
    const projects = await projectsOf(customer.auth);
    expect(projects).toHaveLength(50);
    expect(projects[0]!.request.address).toBe('0 Harbour Lane');
    expect((await app.request('/api/projects/mine')).status).toBe(401);
  });
});
