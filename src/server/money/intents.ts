import { and, desc, eq } from 'drizzle-orm';
import { shopCurrency } from '@/shared/schemas/payment';
import { paymentIntents } from '../db/schema';
import { ApiError } from '../http/errors';
import { log } from '../observability/log';
import { payableIntentStatuses } from '../payments/gateway';
import type { Settlement } from './payable';
import { type Purpose, purposeColumns, purposeMetadata, paysFor } from './purpose';
import { type MoneyContext, settle } from './settle';

const providerSilent = (error: unknown) => {
  log.error({ err: error }, 'The payment provider did not answer.');
  return new ApiError(503, 'unavailable', 'The payment provider did not answer. Please try again in a moment.');
};

/**
 * Closes an intent: cancelled at the gateway, so its card form can no longer pay it, and marked closed. One
 * that was paid first is recorded as any payment is (what it pays for may take it, or it is refunded).
 * Throws when the gateway does not answer, leaving it open.
 */
export async function closeIntent(context: MoneyContext, intentId: string): Promise<Settlement | undefined> {
  const intent = await context.gateway.cancelIntent(intentId);
  if (intent?.status === 'succeeded') return settle(context, intent);
  // Neither cancelled nor paid (Stripe cannot cancel one being processed): should it succeed after all, its
  // word is recorded as any payment's, and refunded if it comes too late.
  await context.db.update(paymentIntents).set({ status: 'closed' }).where(eq(paymentIntents.id, intentId));
  return undefined;
}

/**
 * Closes every open intent of a thing that can no longer be paid (an order or a quote just cancelled). A
 * gateway that does not answer is logged: the money sweep closes what is left open.
 */
export async function closeIntents(context: MoneyContext, purpose: Purpose): Promise<void> {
  const open = await context.db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(and(paysFor(paymentIntents, purpose), eq(paymentIntents.status, 'open')));
  for (const { id } of open) {
    try {
      await closeIntent(context, id);
    } catch (error) {
      log.error({ err: error }, `Closing the payment ${id} failed; the money sweep tries again.`);
    }
  }
}

/**
 * The card form's intent for a thing the caller checked may be paid, for `amountCents`: the open intent
 * already made for it when the gateway says its form may still pay it, for that amount (however often the
 * payment page opens, one intent can be paid); otherwise a new one, and every other intent of the thing is
 * closed first. An earlier intent found paid is recorded now instead (the page was closed before its
 * payment was told): answered as `settled`, no new intent is made when it paid the thing.
 */
export async function openIntent(
  context: MoneyContext,
  purpose: Purpose,
  amountCents: number,
): Promise<{ clientSecret: string } | { settled: Settlement }> {
  const { db, gateway } = context;
  try {
    // Counted over all its intents, open or closed, before the open ones are read: a page opened at the same
    // moment that made one since is either counted (and its intent found open, to be used) or not (and this
    // one asks the gateway with the same key, which answers that same intent). A page opened after the last
    // intent was closed makes a new one, whenever the gateway forgets its keys.
    const made = await db.$count(paymentIntents, paysFor(paymentIntents, purpose));
    const open = await db
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(and(paysFor(paymentIntents, purpose), eq(paymentIntents.status, 'open')))
      .orderBy(desc(paymentIntents.createdAt));
    let reusable: string | undefined;
    for (const { id } of open) {
      const intent = await gateway.retrieveIntent(id);
      if (intent?.status === 'succeeded') {
        const settled = await settle(context, intent);
        if (settled?.paid) return { settled };
        continue;
      }
      if (
        !reusable &&
        intent?.clientSecret &&
        payableIntentStatuses.has(intent.status) &&
        intent.amountCents === amountCents
      ) {
        reusable = intent.clientSecret;
        continue;
      }
      const settled = await closeIntent(context, id);
      if (settled?.paid) return { settled };
    }
    if (reusable) return { clientSecret: reusable };

    const intent = await gateway.createIntent({
      amountCents,
      currency: shopCurrency,
      metadata: purposeMetadata(purpose),
      idempotencyKey: `${purpose.kind}-${purpose.id}-${made + 1}`,
    });
    await db
      .insert(paymentIntents)
      .values({ id: intent.id, ...purposeColumns(purpose), amountCents, currency: shopCurrency })
      .onConflictDoNothing();
    return { clientSecret: intent.clientSecret };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw providerSilent(error);
  }
}
