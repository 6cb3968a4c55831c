import { type QueryKey, useQueryClient, useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { Notice } from '@/client/components/ui/notice';
import type { PaymentSubject } from '@/client/features/payments/api/payment-keys';
import { CardPayment } from '@/client/features/payments/components/card-payment';
import { isCustomerOf } from '@/client/lib/auth/viewer';

type CustomerPayment<T extends { customerEmail: string }, K extends QueryKey> = {
  /** The section's words for what is paid ("this invoice"), and what it shows when the shop has no such thing. */
  section: { what: string; notFound: ReactNode };
  /** What is paid, as the shop has it now. */
  query: UseSuspenseQueryOptions<T, Error, T, K>;
  subject: PaymentSubject;
  /** Dollars, from what the shop sent: it only labels the button. */
  amount: (thing: T) => number;
  record: (transactionId: string) => Promise<unknown>;
  /** Shown instead of the card form to anyone but the customer. */
  notTheCustomer: string;
  /** The page around the card form: what is paid, and where it stands. */
  panel: (thing: T, payment: ReactNode) => ReactNode;
};

function Payment<T extends { customerEmail: string }, K extends QueryKey>({
  query,
  subject,
  amount,
  record,
  notTheCustomer,
  panel,
}: Omit<CustomerPayment<T, K>, 'section'>) {
  const { session } = useRouteContext({ from: '/_auth' });
  const { data: thing } = useSuspenseQuery(query);
  const queryClient = useQueryClient();
  return panel(
    thing,
    isCustomerOf(thing, session) ? (
      <CardPayment
        subject={subject}
        amount={amount(thing)}
        payer={{ name: session.name, email: session.email }}
        record={record}
        onMovedOn={() => void queryClient.invalidateQueries({ queryKey: query.queryKey })}
      />
    ) : (
      <Notice kind="status">{notTheCustomer}</Notice>
    ),
  );
}

/**
 * A page where a customer pays what the shop asks after an order (a quote's deposit, an invoice's balance)
 * by card, as an order is paid: the amount is the server's, from what is paid. Only its customer sees the
 * card form: an admin's attempt would be refused (403), which ends a session.
 */
export function CustomerPayPage<T extends { customerEmail: string }, K extends QueryKey>({
  section,
  ...payment
}: CustomerPayment<T, K>) {
  return (
    <DashboardSection what={section.what} shape="form" notFound={section.notFound}>
      <Payment {...payment} />
    </DashboardSection>
  );
}
