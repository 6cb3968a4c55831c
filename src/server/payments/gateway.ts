/** What the payment routes need from a payment provider: Stripe, or the local test-mode gateway. */
export type GatewayIntent = {
  id: string;
  status: string;
  amountCents: number;
  /** The order the intent was created for, from its metadata. */
  orderId: string | undefined;
  /** Or the quote whose deposit it pays, from its metadata. */
  quoteId: string | undefined;
};

/** What an intent pays for, kept in its metadata: an order, or an accepted quote's deposit. */
export type IntentPurpose = { orderId: string } | { quoteId: string };

export type PaymentGateway = {
  mode: 'stripe' | 'test';
  /** Creates (or, for the same purpose and amount, returns again) the intent that the card form confirms. */
  createIntent(input: IntentPurpose & { amountCents: number }): Promise<{ id: string; clientSecret: string }>;
  /** Answers the intent as the provider sees it, or undefined when the provider does not know it. */
  retrieveIntent(id: string): Promise<GatewayIntent | undefined>;
  /**
   * Cancels an intent that has not been paid, so its card form can no longer pay it. Answers the intent as
   * it stands after: `canceled`, or `succeeded` when it was paid first (or undefined when unknown).
   */
  cancelIntent(id: string): Promise<GatewayIntent | undefined>;
  /** Gives a succeeded intent's whole amount back to the card; repeats refund nothing more. */
  refundIntent(id: string): Promise<void>;
};
