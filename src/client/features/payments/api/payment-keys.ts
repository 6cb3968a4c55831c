import type { QueryScope } from '@/client/lib/query-scope';
/**
 * What a card pays: an order, the deposit of an accepted quote, or a painting job's final invoice; the server
 * sets the amount from it.
 */
export type PaymentSubject = { orderId: string } | { quoteId: string } | { invoiceId: string };

/** Every key of the payments starts here; never saved on the device. */
export const paymentKeys = {
  all: ['payments'] as const,
  intent: (subject: PaymentSubject) =>
    'quoteId' in subject
      ? (['payments', 'intent', 'quote', subject.quoteId] as const)
      : 'invoiceId' in subject
        ? (['payments', 'intent', 'invoice', subject.invoiceId] as const)
        : (['payments', 'intent', 'order', subject.orderId] as const),
};

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'unsaved', roots: [paymentKeys.all] }];
