import { and, eq, sql } from 'drizzle-orm';
import type { ApiErrorBody } from '@/shared/answers/error';
import type { AdminJob, Job, TimeEntry } from '@/shared/answers/jobs';
import type { QuoteStatus } from '@/shared/schemas/quote';
import type { DatabaseHandle } from '../db/client';
import { emails, quotes } from '../db/schema';
import { pricedContent } from '../quotes/quote-dto';
import { jsonRequest, signedInUser, type TestApp } from './app';
import { createTool } from './factories';
import { pngSignature, quoteInStatus, shopDay } from './quotes';
import { type AppWithPeople, type Person, useTestAppWithPeople } from './use-test-app';

type Auth = Record<string, string>;
export type { Person };

let painterSequence = 0;

/** A user the shop made a painter, signed in. */
export function signedInPainter(database: DatabaseHandle) {
  painterSequence += 1;
  return signedInUser(database, { role: 'painter', name: `Painter ${painterSequence}` });
}

/**
 * A quote of `customerId` ready to be a job (its deposit paid, by default), written straight to the database:
 * 10 hours of labour at $95.00 and 2 rollers from the catalogue at $12.50: $975.00, with a 30% deposit of $292.50.
 */
export async function quoteForJob(database: DatabaseHandle, customerId: string, status: QuoteStatus = 'deposit_paid') {
  const quote = await quoteInStatus(database.db, customerId, status);
  const roller = await createTool(database.db, { name: 'Roller frame, 9 inch', priceCents: 1250 });
  const content = pricedContent(
    [
      { description: 'Living room walls and ceiling', quantity: 10, unit: 'hours', unitPrice: 95 },
      { description: 'Roller frame, 9 inch', quantity: 2, unit: 'each', unitPrice: 12.5, productId: roller.id },
    ],
    30,
  );
  const [updated] = await database.db.update(quotes).set(content).where(eq(quotes.id, quote.id)).returning();
  return { quote: updated!, roller };
}

/** The calls on jobs, as the answers' statuses and bodies. */
export function jobCalls(app: TestApp) {
  const call = async (method: string, path: string, auth: Auth, body?: unknown, headers: Auth = {}) => {
    const response = await app.request(
      path,
      body === undefined
        ? { method, headers: { ...auth, ...headers } }
        : jsonRequest(method, body, { ...auth, ...headers }),
    );
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as Job & TimeEntry & { error?: ApiErrorBody['error'] },
    };
  };
  const key = () => ({ 'Idempotency-Key': `test-${crypto.randomUUID()}` });
  return {
    call,
    key,
    create: (auth: Auth, body: { quoteId: string; days: string[]; painterIds: string[] }, headers: Auth = {}) =>
      call('POST', '/api/jobs', auth, body, headers),
    move: (auth: Auth, id: string, body: { days: string[]; painterIds: string[] }) =>
      call('PUT', `/api/jobs/${id}`, auth, body),
    read: (auth: Auth, id: string) => call('GET', `/api/jobs/${id}`, auth),
    onMyWay: (auth: Auth, id: string, body?: { at?: string }, headers: Auth = key()) =>
      call('POST', `/api/jobs/${id}/on-my-way`, auth, body, headers),
    time: (auth: Auth, id: string, body: { start: string; end?: string; note?: string }, headers: Auth = key()) =>
      call('POST', `/api/jobs/${id}/time`, auth, body, headers),
    room: (auth: Auth, id: string, index: number | string, done: boolean) =>
      call('PATCH', `/api/jobs/${id}/rooms/${index}`, auth, { done }),
    note: (auth: Auth, id: string, text: string, headers: Auth = key()) =>
      call('POST', `/api/jobs/${id}/notes`, auth, { text }, headers),
    extra: (auth: Auth, id: string, body: object = extraBody) => call('POST', `/api/jobs/${id}/extras`, auth, body),
    complete: (auth: Auth, id: string, headers: Auth = key(), signature = pngSignature) =>
      call('POST', `/api/jobs/${id}/complete`, auth, { signedName: 'Ada K. Lovelace', signature }, headers),
  };
}

/** An extra line: 2 hours of filling at $40.00, $80.00. */
export const extraBody = { description: 'Filling the damp patch', quantity: 2, unit: 'hours', unitPrice: 40 };

/** A job scheduled through the API by `admin` on the customer's quote ready for it, on the shop's today and tomorrow. */
export async function scheduledJob(
  app: TestApp,
  database: DatabaseHandle,
  { admin, customer, painters }: { admin: Person; customer: Person; painters: Person[] },
  status: QuoteStatus = 'deposit_paid',
) {
  const { quote } = await quoteForJob(database, customer.user.id, status);
  const { status: answered, body } = await jobCalls(app).create(admin.auth, {
    quoteId: quote.id,
    days: [shopDay(0), shopDay(1)],
    painterIds: painters.map(({ user }) => user.id),
  });
  if (answered !== 201) throw new Error(`Scheduling a job answered ${answered}: ${JSON.stringify(body)}`);
  return body as AdminJob;
}

/** The emails of one kind written about a job, oldest first. */
export const jobEmails = (database: DatabaseHandle, kind: string, jobId: string) =>
  database.db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, kind), sql`${emails.data}->>'jobId' = ${jobId}`))
    .orderBy(emails.createdAt);

/** A time `minutes` from now, as a device writes it. */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export type JobCalls = ReturnType<typeof jobCalls>;
export type JobWorld = AppWithPeople & { calls: JobCalls; pat: Person; robin: Person };

/** For a test file of jobs: the app, its admin and a customer (useTestAppWithPeople), two painters and the calls. */
export function useJobTestApp(
  ready: (world: JobWorld) => unknown,
  customer?: Parameters<typeof useTestAppWithPeople>[1],
) {
  useTestAppWithPeople(async (opened) => {
    const pat = await signedInPainter(opened.database);
    await ready({ ...opened, calls: jobCalls(opened.app), pat, robin: await signedInPainter(opened.database) });
  }, customer);
}
