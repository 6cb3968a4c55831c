import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { emails } from '../db/schema';
import { jsonRequest, testMailSettings } from '../test/app';
import { createEmptyPostgresDatabase, onPostgresProject } from '../test/database';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { createMailQueue } from './mail-queue';

describe.skipIf(!onPostgresProject)('two server processes on one PostgreSQL share the mail queue', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let sink: SmtpSink;
  let processes: ServerProcess[] = [];

  beforeAll(async () => {
    const empty = await createEmptyPostgresDatabase();
    drop = empty.drop;
    sink = await startSmtpSink();
    const env = {
      DATABASE_URL: empty.url,
      JWT_SECRET: 'mail-sharing-test-secret-that-is-long-enough',
      RATE_LIMIT_SCALE: '10',
      SMTP_URL: sink.url,
      PUBLIC_URL: testMailSettings.publicUrl,
    };
    processes = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    database = await openDatabase({ driver: 'postgres', url: empty.url });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop()));
    await database?.close();
    await drop?.();
    await sink?.stop();
  });

  it('sends each email once, whichever process wrote it', async () => {
    const mailQueue = createMailQueue(testMailSettings);
    const written = 60;
    // Half written by the processes (contact messages, split across both), half by a third writer at once.
    const posted = Promise.all(
      Array.from({ length: written / 2 }, async (_, index) => {
        const message = { name: `Sender ${index}`, email: `sender${index}@example.com`, subject: 'Hi', msg: 'Hello' };
        const response = await fetch(`${processes[index % 2]!.base}/api/msg`, jsonRequest('POST', message));
        expect(response.status).toBe(201);
      }),
    );
    await database.db.transaction(async (tx) => {
      for (let index = 0; index < written / 2; index++) {
        await mailQueue.queueEmail(tx, `reader${index}@example.com`, {
          kind: 'shop-contact-message',
          data: { name: 'Reader', email: `reader${index}@example.com`, subject: 'Hi', message: 'Hello' },
        });
      }
    });
    await posted;

    const sent = async () => (await database.db.select().from(emails).where(eq(emails.status, 'sent'))).length;
    await expect.poll(sent, { timeout: 30_000 }).toBe(written);
    // Stopped, each has finished what it claimed: nothing more can arrive.
    await Promise.all(processes.map((server) => server.stop()));
    const ids = sink.messages.map((message) => message.mail.messageId);
    expect(ids).toHaveLength(written);
    expect(new Set(ids).size).toBe(written);
    const rows = await database.db.select().from(emails);
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.messageId)));
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  }, 60_000);
});
