import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { emails, mailPreferences } from '../db/schema';
import { signedInUser, type TestApp } from '../test/app';
import { jobCalls, scheduledJob, signedInPainter } from '../test/jobs';
import { receivedBy, twoSendersRun as runTwoSenders, useMailJob } from '../test/mail-job';
import type { SmtpSink } from '../test/smtp-sink';
import type { MailJob } from './mail-job';

let database: DatabaseHandle, app: TestApp, sink: SmtpSink, job: MailJob;
useMailJob((world) => ({ database, app, sink, job } = world));

const received = (to: string, subject: RegExp) => receivedBy(sink, to, subject);
const twoSendersRun = () => runTwoSenders({ database, sink, job });

describe('the review request written at a sign-off', () => {
  it('asks for a review once a job is signed off, once, and not of a customer who turned review requests off', async () => {
    const admin = await signedInUser(database, { role: 'admin' });
    const pat = await signedInPainter(database);
    const signedOff = async (customer: Awaited<ReturnType<typeof signedInUser>>) => {
      const job = await scheduledJob(app, database, { admin, customer, painters: [pat] });
      expect((await jobCalls(app).complete(pat.auth, job._id)).status).toBe(200);
      return job._id;
    };
    const keen = await signedInUser(database);
    await signedOff(keen);
    await twoSendersRun();
    const [asked, ...more] = received(keen.user.email, /^How did your painting with Brushwork go\?$/);
    expect(more).toEqual([]);
    expect(asked!.mail.text).toMatch(/\/reviews\/new\?key=[\w-]{43}/);

    const quiet = await signedInUser(database);
    await database.db.insert(mailPreferences).values({ email: quiet.user.email, reviews: false });
    const jobId = await signedOff(quiet);
    await twoSendersRun();
    expect(received(quiet.user.email, /^How did your painting/)).toEqual([]);
    const [givenUp] = await database.db
      .select()
      .from(emails)
      .where(eq(emails.dedupeKey, `review-request:${jobId}`));
    expect(givenUp).toMatchObject({ status: 'failed' });
  });
});
