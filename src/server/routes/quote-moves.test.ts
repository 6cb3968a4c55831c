import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type QuoteStatus, quoteStatuses } from '@/shared/schemas/quote';
import type { DatabaseHandle } from '../db/client';
import { quotes } from '../db/schema';
import type { QuoteRow } from '../quotes/quote-dto';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { pngSignature, quoteBody, quoteInStatus, requestState, requestStateOf, shopDay } from '../test/quotes';
import { useTestApp } from '../test/use-test-app';
import { paidAtGateway } from '../test/money';

let database: DatabaseHandle, app: TestApp;
const people = {} as Record<'admin' | 'customer' | 'other', Awaited<ReturnType<typeof signedInUser>>>;

useTestApp(async (opened) => {
  ({ database, app } = opened);
  people.admin = await signedInUser(database, { role: 'admin' });
  people.customer = await signedInUser(database);
  people.other = await signedInUser(database);
});

type Caller = keyof typeof people | 'anonymous';
const callers: Caller[] = ['admin', 'customer', 'other', 'anonymous'];
/** What a call answers and the status the quote is left in. */
type Outcome = [number, QuoteStatus];

/** PUT's body: the quote's whole content again, changed. */
const changedContent = { ...quoteBody(crypto.randomUUID()), requestId: undefined, validUntil: shopDay(20) };

/** A succeeded intent for the quote's deposit, as the card form leaves it at the test-mode gateway. */
const paidDepositIntent = (quote: QuoteRow) => paidAtGateway(database.db, { quoteId: quote.id }, quote.depositCents);

/** Each call on a quote: its request, and what it does from each status for each caller. */
const calls: {
  name: string;
  request: (quote: QuoteRow) => Promise<[method: string, path: string, body?: unknown]>;
  outcome: (from: QuoteStatus, caller: Exclude<Caller, 'anonymous'>) => Outcome;
}[] = [
  {
    name: 'PUT /quotes/:id',
    request: async (quote) => ['PUT', `/api/quotes/${quote.id}`, { ...changedContent, version: quote.version }],
    outcome: (from, caller) => (caller !== 'admin' ? [403, from] : from === 'draft' ? [200, 'draft'] : [409, from]),
  },
  {
    name: 'POST /quotes/:id/send',
    request: async (quote) => ['POST', `/api/quotes/${quote.id}/send`, { version: quote.version }],
    outcome: (from, caller) => (caller !== 'admin' ? [403, from] : from === 'draft' ? [200, 'sent'] : [409, from]),
  },
  {
    name: 'GET /quotes/:id',
    request: async (quote) => ['GET', `/api/quotes/${quote.id}`],
    outcome: (from, caller) => {
      if (caller === 'admin') return [200, from];
      if (caller === 'other' || from === 'draft') return [404, from];
      return [200, from === 'sent' ? 'viewed' : from];
    },
  },
  ...(
    [
      ['accept', 'accepted', { signedName: 'Ada K. Lovelace', signature: pngSignature }],
      ['decline', 'declined', { reason: 'We chose another painter.' }],
    ] as const
  ).map(([move, to, body]) => ({
    name: `POST /quotes/:id/${move}`,
    request: async (quote: QuoteRow): Promise<[string, string, unknown]> => [
      'POST',
      `/api/quotes/${quote.id}/${move}`,
      body,
    ],
    outcome: (from: QuoteStatus, caller: Exclude<Caller, 'anonymous'>): Outcome =>
      customersMove(from, caller, ['sent', 'viewed'], to),
  })),
  {
    name: 'POST /create-payment-intent {quoteId}',
    request: async (quote) => ['POST', '/api/create-payment-intent', { quoteId: quote.id }],
    outcome: (from, caller) => customersMove(from, caller, ['accepted'], 'accepted'),
  },
  {
    name: 'PATCH /quotes/:id/deposit',
    request: async (quote) => [
      'PATCH',
      `/api/quotes/${quote.id}/deposit`,
      { transactionId: await paidDepositIntent(quote) },
    ],
    // From any other status the payment is refunded at once (409 payment_refunded), the quote unchanged.
    outcome: (from, caller) => customersMove(from, caller, ['accepted'], 'deposit_paid'),
  },
  {
    name: 'POST /quotes/:id/cancel',
    request: async (quote) => ['POST', `/api/quotes/${quote.id}/cancel`],
    outcome: (from, caller) =>
      caller !== 'admin'
        ? [403, from]
        : from === 'accepted' || from === 'deposit_paid'
          ? [200, 'cancelled']
          : [409, from],
  },
];

/** A move only its customer makes: others are refused before its status is looked at. */
function customersMove(
  from: QuoteStatus,
  caller: Exclude<Caller, 'anonymous'>,
  allowedFrom: readonly QuoteStatus[],
  to: QuoteStatus,
): Outcome {
  if (caller === 'admin') return [403, from];
  if (caller === 'other' || from === 'draft') return [404, from];
  return allowedFrom.includes(from) ? [200, to] : [409, from];
}

const table = quoteStatuses.flatMap((from) =>
  calls.flatMap((call) =>
    callers.map((caller) => {
      const expected: Outcome = caller === 'anonymous' ? [401, from] : call.outcome(from, caller);
      return { from, call, caller, expected, label: `${from}: ${call.name} by ${caller} → ${expected.join(', ')}` };
    }),
  ),
);

describe('every call on a quote, from every status, by every caller', () => {
  it.each(table)('$label', async ({ from, call, caller, expected: [expectedStatus, expectedQuoteStatus] }) => {
    const quote = await quoteInStatus(database.db, people.customer.user.id, from);
    const [method, path, body] = await call.request(quote);
    const auth = caller === 'anonymous' ? {} : people[caller].auth;
    const response = await app.request(
      path,
      body === undefined ? { method, headers: auth } : jsonRequest(method, body, auth),
    );
    expect(response.status).toBe(expectedStatus);
    if (expectedStatus === 409)
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^This quote/);
    const [after] = await database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(after?.status).toBe(expectedQuoteStatus);
    // The request follows its quote; a refused call moves neither.
    const followed = expectedQuoteStatus === 'viewed' ? 'quoted' : requestStateOf[expectedQuoteStatus];
    expect(await requestState(database.db, quote.requestId)).toBe(followed);
  });
});
