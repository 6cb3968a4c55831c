import { and, eq, sql } from 'drizzle-orm';
import type { Quote } from '@/shared/answers/quotes';
import type { CreateQuoteInput, QuoteRequestState, QuoteStatus } from '@/shared/schemas/quote';
import { addDays, shopToday } from '@/shared/slots';
import type { Database } from '../db/client';
import { emails, quoteRequests, quotes } from '../db/schema';
import { pricedContent } from '../quotes/quote-dto';
import { jsonRequest, type TestApp } from './app';
import { intentOf, testCard } from './money';

/** The tests' shop's time zone (see createTestApp). */
export const testTimeZone = 'America/New_York';

/** A day `days` from the shop's today, as a quote's validUntil. */
export const shopDay = (days: number) => addDays(shopToday(testTimeZone), days);

/** A 1×1 PNG as the signature pad's data URL. */
export const pngSignature =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let sequence = 0;

/** A customer's request for a quote, written straight to the database as POST /api/quote-requests would. */
export async function createQuoteRequest(
  db: Database,
  userId: string,
  overrides: Partial<typeof quoteRequests.$inferInsert> = {},
) {
  sequence += 1;
  const [request] = await db
    .insert(quoteRequests)
    .values({
      userId,
      address: `${sequence} Harbour Lane, Eugene OR`,
      rooms: [{ name: 'Living room', surfaces: ['walls', 'ceiling'], size: 'about 20 m²', colours: 'Warm white' }],
      notes: 'The north wall has a damp patch.',
      ...overrides,
    })
    .returning();
  return request!;
}

/** A valid body for POST /api/quotes: $1,234.56 with a 30% deposit, valid for two weeks. */
export const quoteBody = (requestId: string, overrides: Partial<CreateQuoteInput> = {}): CreateQuoteInput => ({
  requestId,
  lines: [
    { description: 'Living room walls and ceiling', quantity: 10, unit: 'hours', unitPrice: 95 },
    { description: 'Ceiling white, 5 gallons', quantity: 2, unit: 'buckets', unitPrice: 142.28 },
  ],
  notes: 'Furniture moved by us.',
  depositPercent: 30,
  validUntil: shopDay(14),
  ...overrides,
});

/** The state a request is in while its quote is in each status. */
export const requestStateOf: Record<QuoteStatus, QuoteRequestState> = {
  draft: 'new',
  sent: 'quoted',
  viewed: 'quoted',
  accepted: 'accepted',
  deposit_paid: 'deposit_paid',
  declined: 'declined',
  expired: 'new',
  cancelled: 'cancelled',
};

/**
 * A quote in `status`, written straight to the database with the content of quoteBody, for a request of
 * `userId`: for the tests of every move from every status.
 */
export async function quoteInStatus(db: Database, userId: string, status: QuoteStatus) {
  const request = await createQuoteRequest(db, userId);
  const body = quoteBody(request.id);
  const now = new Date();
  const moved = (from: QuoteStatus[]) => (from.includes(status) ? now : null);
  const [quote] = await db
    .insert(quotes)
    .values({
      requestId: request.id,
      ...pricedContent(body.lines, body.depositPercent),
      notes: body.notes ?? '',
      validUntil: status === 'expired' ? shopDay(-1) : body.validUntil,
      status,
      sentAt: moved(['sent', 'viewed', 'accepted', 'deposit_paid', 'declined', 'expired', 'cancelled']),
      viewedAt: moved(['viewed', 'accepted', 'deposit_paid', 'cancelled']),
      acceptedAt: moved(['accepted', 'deposit_paid', 'cancelled']),
      depositPaidAt: moved(['deposit_paid']),
      declinedAt: moved(['declined']),
      cancelledAt: moved(['cancelled']),
    })
    .returning();
  await db.update(quoteRequests).set({ state: requestStateOf[status] }).where(eq(quoteRequests.id, request.id));
  return quote!;
}

/** The admin's calls on quotes, as the answers' bodies and statuses. */
export function quoteCalls(app: TestApp) {
  const call = async (method: string, path: string, auth: Record<string, string>, body?: unknown) => {
    const response = await app.request(
      path,
      body === undefined ? { method, headers: auth } : jsonRequest(method, body, auth),
    );
    return { status: response.status, body: (await response.json()) as Quote & { error?: { message: string } } };
  };
  return {
    call,
    create: (auth: Record<string, string>, body: CreateQuoteInput) => call('POST', '/api/quotes', auth, body),
    /** Sends the draft as seen at `version` (a draft made here is at 1). */
    send: (auth: Record<string, string>, id: string, version = 1) =>
      call('POST', `/api/quotes/${id}/send`, auth, { version }),
    read: (auth: Record<string, string>, id: string) => call('GET', `/api/quotes/${id}`, auth),
    accept: (auth: Record<string, string>, id: string, signature = pngSignature) =>
      call('POST', `/api/quotes/${id}/accept`, auth, { signedName: 'Ada K. Lovelace', signature }),
    decline: (auth: Record<string, string>, id: string) =>
      call('POST', `/api/quotes/${id}/decline`, auth, { reason: 'Too dear for us this year.' }),
  };
}

/** The emails of one kind written about a quote. */
export const quoteEmails = (db: Database, kind: string, quoteId: string) =>
  db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, kind), sql`${emails.data}->>'quoteId' = ${quoteId}`));

/** The request's state as stored. */
export const requestState = async (db: Database, requestId: string) =>
  (await db.select({ state: quoteRequests.state }).from(quoteRequests).where(eq(quoteRequests.id, requestId)))[0]
    ?.state;

type Person = { user: { id: string }; auth: Record<string, string> };

/** A quote priced by `admin`, sent, and accepted by `customer`, all through the API. */
export async function acceptedQuote(
  app: TestApp,
  db: Database,
  { admin, customer }: { admin: Person; customer: Person },
  overrides: Partial<CreateQuoteInput> = {},
) {
  const calls = quoteCalls(app);
  const request = await createQuoteRequest(db, customer.user.id);
  const { body: draft } = await calls.create(admin.auth, quoteBody(request.id, overrides));
  await calls.send(admin.auth, draft._id);
  const { status, body } = await calls.accept(customer.auth, draft._id);
  if (status !== 200) throw new Error(`Accepting a quote answered ${status}.`);
  return body;
}

/**
 * A quote accepted as acceptedQuote makes it ($1,234.56, a 30% deposit of $370.37), and its deposit's card form
 * opened by its customer and paid at the gateway.
 */
export async function depositPaidAtGateway(app: TestApp, db: Database, people: { admin: Person; customer: Person }) {
  const quote = await acceptedQuote(app, db, people);
  const opened = await app.request(
    '/api/create-payment-intent',
    jsonRequest('POST', { quoteId: quote._id }, people.customer.auth),
  );
  const { clientSecret } = (await opened.json()) as { clientSecret: string };
  await app.request('/api/test-gateway/confirm', jsonRequest('POST', { clientSecret, card: testCard }));
  return { quote, intentId: intentOf(clientSecret) };
}
