import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { quoteAnswer } from '@/shared/answers/quotes';
import { acceptQuoteSchema, declineQuoteSchema, recordDepositSchema } from '@/shared/schemas/quote';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { quotes } from '../db/schema';
import type { ClientAddressVariables } from '../http/client-address';
import { contract, idParams, jsonBody } from '../http/contract';
import { queueQuoteEmail } from '../mail/quote-mail';
import type { Money } from '../money/money';
import { paymentRecordLimit } from '../money/payment-checks';
import { customersQuote } from '../quotes/quote-access';
import { quoteContentHash } from '../quotes/quote-content-hash';
import { recordDeposit } from '../quotes/quote-deposit';
import { chosenPricing, toQuoteDto } from '../quotes/quote-dto';
import { ApiError, invalidField } from '../http/errors';
import { cardMinimumCents } from '../money/card-limits';
import { choiceProblem } from '@/shared/quote-choice';
import { moveQuote, moveRequest } from '../quotes/quote-moves';
import { readSignature } from '../quotes/signature';

/**
 * The customer's side of a sent quote: accept it with their name and drawn signature, or decline it with a
 * reason; then record the deposit paid by card. Only the customer who asked for the quote may.
 */
export function quoteAnswerRoutes(deps: AppDeps, { signedIn }: Guards, money: Money) {
  const {
    database: { db },
    shopTimeZone: timeZone,
    mail,
  } = deps;
  const tag = 'Quotes';
  return new Hono<{ Variables: AuthVariables & ClientAddressVariables }>()
    .post(
      '/quotes/:id/accept',
      contract({
        tag,
        summary: "Accepts a sent quote with the customer's typed name and drawn signature (its customer only)",
        security: 'bearer',
        answers: { 200: quoteAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422],
      }),
      signedIn,
      idParams({ id: 'Quote' }),
      jsonBody(acceptQuoteSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { signedName, signature, ...choice } = c.req.valid('json');
        const record = await customersQuote(db, timeZone, id, c.var.user, 'accept');
        const problem = choiceProblem(record.quote, choice);
        if (problem) throw new ApiError(422, 'invalid', problem.message, [problem]);
        const signaturePng = readSignature(signature);
        const chosen = chosenPricing(record.quote, choice);
        // Each option was checked payable with no extras and with all; some extras alone may still ask a few cents.
        if (chosen.depositCents > 0 && chosen.depositCents < cardMinimumCents)
          throw invalidField(
            'optionalLines',
            'This choice asks a deposit under $0.50, which no card can pay: choose more.',
          );
        // A sent quote's content no longer changes (PUT takes drafts only): what is hashed is what was shown and chosen.
        const contentHash = quoteContentHash(toQuoteDto({ ...record, quote: { ...record.quote, ...chosen } }));
        const accepted = await db.transaction(async (tx) => {
          const now = new Date();
          const quote = await moveQuote(
            tx,
            id,
            ['sent', 'viewed'],
            {
              status: 'accepted',
              acceptedAt: now,
              ...chosen,
              // Accepted straight from the email's link, without a read first: it was seen all the same.
              viewedAt: sql`coalesce(${quotes.viewedAt}, ${now.toISOString()}::timestamptz)`,
              signedName,
              signaturePng,
              acceptedIp: c.var.clientAddress,
              contentHash,
            },
            'accepted',
          );
          const moved = await moveRequest(tx, record, quote, 'accepted');
          await queueQuoteEmail.accepted(tx, mail, moved);
          return moved;
        });
        return c.json(toQuoteDto(accepted));
      },
    )
    .post(
      '/quotes/:id/decline',
      contract({
        tag,
        summary: "Declines a sent quote, with the customer's reason (its customer only)",
        security: 'bearer',
        answers: { 200: quoteAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422],
      }),
      signedIn,
      idParams({ id: 'Quote' }),
      jsonBody(declineQuoteSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { reason } = c.req.valid('json');
        const record = await customersQuote(db, timeZone, id, c.var.user, 'decline');
        const declined = await db.transaction(async (tx) => {
          const quote = await moveQuote(
            tx,
            id,
            ['sent', 'viewed'],
            { status: 'declined', declinedAt: new Date(), declineReason: reason },
            'declined',
          );
          return moveRequest(tx, record, quote, 'declined');
        });
        return c.json(toQuoteDto(declined));
      },
    )
    .patch(
      '/quotes/:id/deposit',
      contract({
        tag,
        summary: "Records the card payment of an accepted quote's deposit (its customer only)",
        security: 'bearer',
        answers: { 200: quoteAnswer },
        refusals: [400, 401, 403, 404, 409, 413, 415, 422, 429],
      }),
      signedIn,
      paymentRecordLimit(deps),
      idParams({ id: 'Quote' }),
      jsonBody(recordDepositSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { transactionId } = c.req.valid('json');
        const paid = await recordDeposit({ db, money, timeZone }, id, c.var.user, transactionId);
        return c.json(toQuoteDto(paid));
      },
    );
}
