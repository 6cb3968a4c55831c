import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { type MailJob, startMailJob } from '../mail/mail-job';
import { createEmailSender, createSmtpTransport } from '../mail/sender';
import { renderEmail } from '../mail/templates';
import { testMailSettings, testMailQueue, type TestApp } from './app';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { useTestApp } from './use-test-app';

export type MailJobWorld = {
  database: DatabaseHandle;
  app: TestApp;
  sink: SmtpSink;
  job: MailJob;
  /** Starts the job again, sending to the sink, after a test stopped it; the file stops it after its tests. */
  startJob: () => MailJob;
};

/**
 * For a test file of the mail job: the app on a fresh database, a real SMTP server that keeps what it takes,
 * and the mail job sending to it; `ready` is called with all four once they are open.
 */
export function useMailJob(ready: (world: MailJobWorld) => unknown) {
  let opened: { database: DatabaseHandle; app: TestApp };
  let sink: SmtpSink, job: MailJob;
  useTestApp((each) => (opened = each));
  const startJob = () => {
    const send = createEmailSender(createSmtpTransport(sink.url), renderEmail, testMailSettings);
    // A long period: what goes out here goes out because it was written, or because a test ran the job.
    job = startMailJob(opened.database, testMailQueue, send, { everyMs: 60 * 60 * 1000 });
    return job;
  };
  beforeAll(async () => {
    sink = await startSmtpSink();
    await ready({ ...opened, sink, job: startJob(), startJob });
  });
  afterAll(async () => {
    await job.stop();
    await sink.stop();
  });
}

/** What the sink took for `to` whose subject matches. */
export const receivedBy = (sink: SmtpSink, to: string, subject: RegExp) =>
  sink.messages.filter((message) => message.envelopeTo.includes(to) && subject.test(message.mail.subject ?? ''));

/** Two senders at once, as two server processes run them, each running its queue twice: a replayed schedule. */
export async function twoSendersRun({ database, sink, job }: Pick<MailJobWorld, 'database' | 'sink' | 'job'>) {
  const other = startMailJob(
    database,
    testMailQueue,
    createEmailSender(createSmtpTransport(sink.url), renderEmail, testMailSettings),
    { everyMs: 60 * 60 * 1000 },
  );
  await Promise.all([job.runOnce(), other.runOnce(), job.runOnce(), other.runOnce()]);
  await other.stop();
}
