import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Review } from '@/shared/answers/catalogue';
import { emails, reviewRequests, reviews } from '../db/schema';
import { createMailQueue } from '../mail/mail-queue';
import { queueReviewRequest } from '../reviews/review-requests';
import { jsonRequest, signedInUser, testMailSettings } from '../test/app';
import { type JobWorld, scheduledJob, useJobTestApp } from '../test/jobs';

let world: JobWorld;
useJobTestApp((opened) => (world = opened));

/** A job of a fresh customer, signed off: its review request written and mailed. */
async function signedOffJob() {
  const { app, database, admin, pat, calls } = world;
  const customer = await signedInUser(database);
  const job = await scheduledJob(app, database, { admin, customer, painters: [pat] });
  expect((await calls.complete(pat.auth, job._id)).status).toBe(200);
  const [email] = await database.db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, 'review-request'), eq(emails.toAddress, customer.user.email)));
  const reviewPath = (email!.secrets as { reviewPath: string }).reviewPath;
  return { customer, job, email: email!, key: new URL(reviewPath, 'https://shop.example').searchParams.get('key')! };
}

const review = (auth: Record<string, string>, body: object) =>
  world.app.request(
    '/api/reviews',
    jsonRequest('POST', { rating: 5, message: 'Tidy, on time, lovely finish.', ...body }, auth),
  );
const reviewCount = async () => (await world.database.db.select({ n: count() }).from(reviews))[0]!.n;

describe('review requests', () => {
  it('are mailed at the sign-off, once per job, with the link kept apart as a secret', async () => {
    const { database } = world;
    const { job, email, key } = await signedOffJob();
    expect(email).toMatchObject({ status: 'waiting', subject: 'How did your painting with Brushwork go?' });
    expect(email.sendAfter.getTime()).toBeLessThanOrEqual(Date.now());
    expect(JSON.stringify(email.data)).not.toContain(key);
    expect(key).toMatch(/^[\w-]{43}$/);
    const [request] = await database.db.select().from(reviewRequests).where(eq(reviewRequests.jobId, job._id));
    expect(request!.keyHash).not.toContain(key);
    // Written again for the same job (a replayed sign-off): nothing more.
    await database.db.transaction(async (tx) =>
      queueReviewRequest(tx, createMailQueue(testMailSettings), {
        jobId: job._id,
        customer: { id: request!.userId, name: '', email: email.toAddress },
      }),
    );
    const written = await database.db
      .select()
      .from(emails)
      .where(eq(emails.dedupeKey, `review-request:${job._id}`));
    expect(written).toHaveLength(1);
  });

  it('wait the hours the shop sets after the sign-off', async () => {
    const { database, app, admin, pat } = world;
    const customer = await signedInUser(database);
    const job = await scheduledJob(app, database, { admin, customer, painters: [pat] });
    await database.db.transaction(async (tx) =>
      queueReviewRequest(tx, createMailQueue({ ...testMailSettings, reviewRequestDelayHours: 48 }), {
        jobId: job._id,
        customer: { id: customer.user.id, name: customer.user.name, email: customer.user.email },
      }),
    );
    const [email] = await database.db
      .select()
      .from(emails)
      .where(eq(emails.dedupeKey, `review-request:${job._id}`));
    expect(email!.sendAfter.getTime() - Date.now()).toBeGreaterThan(47.9 * 60 * 60 * 1000);
  });

  it("write a verified review once, by the job's customer only; a forged or used key changes nothing", async () => {
    const { app, database } = world;
    const { customer, key } = await signedOffJob();
    const before = await reviewCount();
    const stranger = await signedInUser(database);
    const forged = 'A'.repeat(43);
    for (const [auth, body, status] of [
      [stranger.auth, { reviewKey: key }, 422],
      [customer.auth, { reviewKey: forged }, 422],
      [customer.auth, { reviewKey: 'short' }, 422],
    ] as const)
      expect((await review(auth, body)).status).toBe(status);
    expect(await reviewCount()).toBe(before);

    const written = await review(customer.auth, { reviewKey: key });
    expect(written.status).toBe(201);
    expect(await written.json()).toMatchObject({ verified: true, rating: 5 });
    const again = await review(customer.auth, { reviewKey: key });
    expect(again.status).toBe(409);
    expect(await reviewCount()).toBe(before + 1);
    // Without a key a review is the customer's word alone: not verified.
    expect(await (await review(customer.auth, {})).json()).toMatchObject({ verified: false });
    const listed = (await (await app.request('/api/reviews')).json()) as Review[];
    expect(listed.filter((each) => each.verified)).toHaveLength(1);
  });
});
