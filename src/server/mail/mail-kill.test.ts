import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { emails } from '../db/schema';
import { createEmptyPostgresDatabase, onPostgresProject, withMigratedEmbedded } from '../test/database';
import { testMailSettings } from '../test/mail-settings';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { useTempFolders } from '../test/temp-folders';
import { createMailQueue } from './mail-queue';

const temporaryFolder = useTempFolders('brushwork-mail-kill');
const mailQueue = createMailQueue(testMailSettings);
const emailCount = 6;
/** A killed sender's email is due again once its lease runs out: short here, so the test need not wait long. */
const leaseMs = 1500;

let sink: SmtpSink;
/** Where the database lives: a PostgreSQL URL, or a data folder, whose embedded database one process opens at a time. */
let target: { url: string; drop: () => Promise<void> } | { dataDir: string };
const open = () =>
  openDatabase(
    'url' in target
      ? { driver: 'postgres', url: target.url }
      : { driver: 'pglite', dataDir: path.join(target.dataDir, 'pglite') },
  );

beforeAll(async () => {
  sink = await startSmtpSink();
  target = onPostgresProject
    ? await createEmptyPostgresDatabase()
    : { dataDir: withMigratedEmbedded(temporaryFolder()) };
  const database = await open();
  await database.migrate();
  for (let index = 1; index <= emailCount; index++) {
    await database.db.transaction((tx) =>
      mailQueue.queueEmail(tx, testMailSettings.shopEmail, {
        kind: 'shop-contact-message',
        data: {
          name: `Sender ${index}`,
          email: `sender${index}@example.com`,
          subject: `Number ${index}`,
          message: 'Hi',
        },
      }),
    );
  }
  await database.close();
}, 60_000);
afterAll(async () => {
  await sink.stop();
  if ('url' in target) await target.drop();
});

/** A sender in a process of its own, as in a server process; resolves once it runs. */
async function startSender(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/test/mail-sender-process.ts'], {
    env: {
      ...process.env,
      ...('url' in target ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir }),
      SMTP_URL: sink.url,
      MAIL_LEASE_MS: String(leaseMs),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('sending') && resolve());
    child.once('exit', (code) => reject(new Error(`The sender exited with ${code} before sending.`)));
  });
  return child;
}

const ended = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Whether another connection can lock every email now: none is held by a transaction left open. */
async function noEmailLocked(database: DatabaseHandle) {
  const result = await database.db.execute(
    sql`select count(*)::int as count from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`,
  );
  const [open] = (result as unknown as { rows: { count: number }[] }).rows;
  await database.db.transaction((tx) => tx.execute(sql`select id from emails for update nowait`));
  return open?.count === 0;
}

describe(`a sender killed mid-batch (${onPostgresProject ? 'PostgreSQL' : 'the embedded database'})`, () => {
  it('sends every email, and only the one in flight twice, with the same Message-ID', async () => {
    // The third message is taken in, but the SMTP server's answer never reaches the sender.
    const inFlight = sink.holdAnswerTo(3);
    const first = await startSender();
    try {
      const held = await inFlight;
      if ('url' in target) {
        // While the SMTP server holds its answer, no transaction is open and no email is locked.
        const observer = await open();
        try {
          expect(await noEmailLocked(observer)).toBe(true);
        } finally {
          await observer.close();
        }
      }
      first.kill('SIGKILL');
      await ended(first);
      expect(sink.messages).toHaveLength(3);

      const second = await startSender();
      try {
        await expect.poll(() => sink.messages.length, { timeout: 30_000 }).toBe(emailCount + 1);
      } finally {
        second.kill('SIGTERM');
        await ended(second);
      }

      const times = new Map<string, number>();
      for (const { mail } of sink.messages) times.set(mail.messageId!, (times.get(mail.messageId!) ?? 0) + 1);
      expect(times.get(held.mail.messageId!)).toBe(2);
      expect([...times.values()].filter((count) => count === 1)).toHaveLength(emailCount - 1);
      expect(new Set(sink.messages.map(({ mail }) => mail.subject))).toHaveLength(emailCount);

      const database = await open();
      try {
        const rows = await database.db.select().from(emails).where(eq(emails.toAddress, testMailSettings.shopEmail));
        expect(new Set(rows.map((row) => row.messageId))).toEqual(new Set(times.keys()));
        expect(rows.map((row) => row.status)).toEqual(Array(emailCount).fill('sent'));
        const resent = rows.find((row) => row.messageId === held.mail.messageId);
        // Its first try was claimed and cut short; the second sent it.
        expect(resent).toMatchObject({ attempts: 2, claimId: null, lastError: null });
      } finally {
        await database.close();
      }
    } finally {
      first.kill('SIGKILL');
    }
  }, 90_000);
});
