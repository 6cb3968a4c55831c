import { and, eq, notInArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { quoteAnswer } from '@/shared/answers/quotes';
import { createQuoteSchema, sendQuoteSchema, updateQuoteSchema } from '@/shared/schemas/quote';
import type { AppDeps } from '../app-deps';
import type { Database, Transaction } from '../db/client';
import type { AuthVariables, Guards } from '../auth/middleware';
import { quoteRequests, quotes } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { byUser, replayFirst, runIdempotent } from '../http/idempotency';
import { contract, idParams, jsonBody } from '../http/contract';
import { queueQuoteEmail } from '../mail/quote-mail';
import type { Money } from '../money/money';
import { expireQuotes } from '../expiry/quote-validity';
import { isQuotesCustomer, visibleQuote } from '../quotes/quote-access';
import { cancelQuote } from '../quotes/quote-cancel';
import { checkValidUntil, quoteContent } from '../quotes/quote-content';
import { loadQuote, toQuoteDto } from '../quotes/quote-dto';
import { changeDraft, moveRequest, refusal } from '../quotes/quote-moves';

const oneLiveQuote =
  'This request already has a quote under way. Change it while a draft; once sent, a new one only after it was declined, expired or cancelled.';

/**
 * Quotes for painting requests. The shop's side: a draft priced from the request (POST), changed while a
 * draft (PUT), then sent to the customer, which emails them. GET answers its customer (once sent) and admins;
 * the customer's side (accept, decline, the deposit) is in quote-answers.ts. An accepted quote may be
 * cancelled by the shop, its deposit refunded.
 */
export function quotesRoutes(deps: AppDeps, guards: Guards, money: Money) {
  const {
    database: { db },
    shopTimeZone: timeZone,
    mail,
  } = deps;
  const { signedIn, admin } = guards;
  const tag = 'Quotes';

  /** The admin's quote, to change or send: it must be a draft (409 otherwise, saying why). */
  async function draftQuote(db: Database | Transaction, quoteId: string, verb: 'changed' | 'sent') {
    const record = await loadQuote(db, quoteId);
    if (!record) throw notFound('Quote');
    if (record.quote.status !== 'draft') throw refusal(record.quote.status, verb);
    return record;
  }

  // A draft's save may be replayed (it waits in the device's outbox): with its Idempotency-Key, a replay after
  // a lost answer gets the first answer, never a refusal of what was done.
  return new Hono<{ Variables: AuthVariables }>()
    .post(
      '/quotes',
      contract({
        tag,
        summary: 'Begins a draft quote for a painting request, priced from its lines (admin)',
        security: 'bearer',
        answers: { 201: quoteAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422],
      }),
      ...admin,
      replayFirst(db, byUser),
      jsonBody(createQuoteSchema),
      async (c) => {
        const input = c.req.valid('json');
        // A quote of the request that ran out no longer stands in the way of a new one.
        await expireQuotes(db, timeZone);
        return runIdempotent(c, db, byUser(c), async (tx) => {
          const [request] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, input.requestId));
          if (!request) throw notFound('Quote request');
          const [live] = await tx
            .select({ id: quotes.id })
            .from(quotes)
            .where(
              and(eq(quotes.requestId, request.id), notInArray(quotes.status, ['declined', 'expired', 'cancelled'])),
            );
          if (live) throw new ApiError(409, 'conflict', oneLiveQuote);
          const content = await quoteContent(tx, timeZone, input, request);
          // The partial unique index decides a race between two admins: the second writes nothing.
          const [created] = await tx
            .insert(quotes)
            .values({ requestId: request.id, ...content })
            .onConflictDoNothing()
            .returning();
          if (!created) throw new ApiError(409, 'conflict', oneLiveQuote);
          return { status: 201, body: toQuoteDto((await loadQuote(tx, created.id))!) };
        });
      },
    )
    .put(
      '/quotes/:id',
      contract({
        tag,
        summary: 'Changes a draft quote, made on the version the admin read (admin)',
        security: 'bearer',
        answers: { 200: quoteAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422],
      }),
      ...admin,
      replayFirst(db, byUser),
      idParams({ id: 'Quote' }),
      jsonBody(updateQuoteSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { version, ...input } = c.req.valid('json');
        return runIdempotent(c, db, byUser(c), async (tx) => {
          const { request } = await draftQuote(tx, id, 'changed');
          const content = await quoteContent(tx, timeZone, input, request);
          await changeDraft(tx, id, version, content, 'changed');
          return { status: 200, body: toQuoteDto((await loadQuote(tx, id))!) };
        });
      },
    )
    .post(
      '/quotes/:id/send',
      contract({
        tag,
        summary: 'Sends a draft quote to its customer, who is emailed (admin)',
        security: 'bearer',
        answers: { 200: quoteAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422],
      }),
      ...admin,
      idParams({ id: 'Quote' }),
      jsonBody(sendQuoteSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { version } = c.req.valid('json');
        const record = await draftQuote(db, id, 'sent');
        checkValidUntil(record.quote.validUntil, timeZone);
        const sent = await db.transaction(async (tx) => {
          // Sent only as the admin saw it: a save that came first is refused, not sent unseen.
          const quote = await changeDraft(tx, id, version, { status: 'sent', sentAt: new Date() }, 'sent');
          const moved = await moveRequest(tx, record, quote, 'quoted');
          await queueQuoteEmail.sent(tx, mail, moved, timeZone);
          return moved;
        });
        return c.json(toQuoteDto(sent));
      },
    )
    .get(
      '/quotes/:id',
      contract({
        tag,
        summary: 'One quote, for its customer once sent (their first read marks it viewed) and for admins',
        security: 'bearer',
        answers: { 200: quoteAnswer },
        refusals: [401, 404],
      }),
      signedIn,
      idParams({ id: 'Quote' }),
      async (c) => {
        const { id } = c.req.valid('param');
        const user = c.var.user;
        const record = await visibleQuote(db, timeZone, id, user);
        if (!isQuotesCustomer(record, user) || record.quote.status !== 'sent') return c.json(toQuoteDto(record));
        // Its customer's first read: the shop can see that the quote was opened. An admin's read is not one.
        const [viewed] = await db
          .update(quotes)
          .set({ status: 'viewed', viewedAt: new Date() })
          .where(and(eq(quotes.id, id), eq(quotes.status, 'sent')))
          .returning();
        return c.json(toQuoteDto(viewed ? { ...record, quote: viewed } : (await loadQuote(db, id))!));
      },
    )
    .post(
      '/quotes/:id/cancel',
      contract({
        tag,
        summary: 'Calls off an accepted quote, its deposit (if paid) refunded (admin)',
        security: 'bearer',
        answers: { 200: quoteAnswer },
        // It reads no body; one of another type is refused (415) and a large one too (413), as for any write.
        refusals: [401, 403, 404, 409, 413, 415],
      }),
      ...admin,
      idParams({ id: 'Quote' }),
      async (c) => {
        const cancelled = await cancelQuote({ db, money, mailQueue: mail }, c.req.valid('param').id, c.var.user);
        return c.json(toQuoteDto(cancelled));
      },
    );
}
