import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CustomerJob, PainterJob } from '@/shared/answers/jobs';
import type { DatabaseHandle } from '../db/client';
import { quotes } from '../db/schema';
import { signedInUser, type TestApp } from '../test/app';
import { type JobCalls, type Person, scheduledJob, useJobTestApp } from '../test/jobs';
import { createQuoteRequest, quoteBody, quoteCalls } from '../test/quotes';

let database: DatabaseHandle, app: TestApp, calls: JobCalls;
let admin: Person, customer: Person, pat: Person;
useJobTestApp((world) => ({ database, app, calls, admin, customer, pat } = world));

const sage = { brand: 'Benjamin Moore', colour: 'Sage Wisdom', code: '#9caf88', sheen: 'eggshell' as const };
const approveColours = (auth: Record<string, string>, jobId: string) =>
  calls.call('POST', `/api/jobs/${jobId}/colours/approve`, auth);

describe('the colour schedule', () => {
  it('is set on the quote room by room, and refused when it does not fit the request', async () => {
    const request = await createQuoteRequest(database.db, customer.user.id);
    const refused = [
      [{ rooms: [{ paint: sage }, {}] }, 'rooms', 'The colour schedule has one entry a room of the request: 1.'],
      [
        { rooms: [{ paint: { ...sage, sheen: 'shiny' } }] },
        'rooms.0.paint.sheen',
        'Sheen must be one of flat, matte, eggshell, satin, semi-gloss, gloss.',
      ],
      [{ rooms: [{ paint: { ...sage, colour: ' ' } }] }, 'rooms.0.paint.colour', 'Colour is required.'],
    ] as const;
    for (const [overrides, path, message] of refused) {
      const { status, body } = await quoteCalls(app).create(admin.auth, quoteBody(request.id, overrides as never));
      expect(status).toBe(422);
      expect(body.error).toMatchObject({ issues: [expect.objectContaining({ path, message })] });
    }
    const { status, body } = await quoteCalls(app).create(
      admin.auth,
      quoteBody(request.id, { rooms: [{ paint: sage }] }),
    );
    expect(status).toBe(201);
    expect(body.rooms).toEqual([expect.objectContaining({ name: 'Living room', paint: sage })]);
  });

  it("shows each room's paint on the painter's job, and is approved once by the job's customer alone", async () => {
    const job = await scheduledJob(app, database, { admin, customer, painters: [pat] });
    expect((await approveColours(customer.auth, job._id)).body.error?.message).toBe(
      'The shop has not set the colours yet.',
    );
    await database.db
      .update(quotes)
      .set({ roomPaints: [sage] })
      .where(eq(quotes.id, job.quoteId));
    const painters = (await calls.read(pat.auth, job._id)).body as PainterJob;
    expect(painters.rooms[0]).toMatchObject({ paint: sage });
    expect(painters.coloursApprovedAt).toBeNull();

    expect((await approveColours(admin.auth, job._id)).status).toBe(403);
    expect((await approveColours(pat.auth, job._id)).status).toBe(404);
    expect((await approveColours((await signedInUser(database)).auth, job._id)).status).toBe(404);
    const approved = await approveColours(customer.auth, job._id);
    expect(approved.status).toBe(200);
    expect((approved.body as CustomerJob).coloursApprovedAt).toEqual(expect.any(String));
    const again = await approveColours(customer.auth, job._id);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('The colours were already approved: a change of colour is a change order.');
  });
});
