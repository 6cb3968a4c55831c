/** What the money module needs from a payment provider: Stripe, or the local test-mode gateway. */
export type GatewayIntent = {
  id: string;
  status: string;
  amountCents: number;
  /** As the provider writes it: `usd`. */
  currency: string;
  /** What the intent pays for, as it was created: `{orderId}`, `{quoteId}` or `{invoiceId}` (see money/purpose). */
  metadata: Record<string, string>;
  /** The card form's secret, when the shop reads its own intent back. */
  clientSecret?: string;
};

/** An intent's statuses in which its card form may still pay it (Stripe's names). */
export const payableIntentStatuses: ReadonlySet<string> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/**
 * The provider refused a call outright (an intent it does not know, or one that was never paid): asking
 * again changes nothing, unlike a provider that did not answer.
 */
export class GatewayRefusal extends Error {
  override name = 'GatewayRefusal';
}

export type PaymentGateway = {
  mode: 'stripe' | 'test';
  /**
   * Creates the intent that the card form confirms; a second call with the same `idempotencyKey` answers the
   * first intent (Stripe remembers a key for 24 hours, the local gateway for ever).
   */
  createIntent(input: {
    amountCents: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /** Answers the intent as the provider sees it, or undefined when the provider does not know it. */
  retrieveIntent(id: string): Promise<GatewayIntent | undefined>;
  /**
   * Cancels an intent that has not been paid, so its card form can no longer pay it. Answers the intent as
   * it stands after: `canceled`, or `succeeded` when it was paid first (or undefined when unknown).
   */
  cancelIntent(id: string): Promise<GatewayIntent | undefined>;
  /**
   * Gives `amountCents` of a succeeded intent's charge back to the card and answers the refund's id. The
   * `idempotencyKey` (one per ledger row of a refund) makes a repeat answer the same refund and move nothing
   * more. Throws a GatewayRefusal for an intent that was never paid, or for more than its charge has left.
   */
  refund(input: { intentId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }>;
};
