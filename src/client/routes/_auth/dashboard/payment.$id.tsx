import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { sectionPage } from '@/client/components/layout/dashboard-section';
import { startOrderPage, useOrder } from '@/client/features/orders/api/get-order';
import { orderKeys } from '@/client/features/orders/api/order-keys';
import { OrderLines } from '@/client/features/orders/components/order-parts';
import { PaymentPanel } from '@/client/features/payments/components/payment-panel';

export const Route = createFileRoute('/_auth/dashboard/payment/$id')({
  // Read again on every visit: a saved copy may still say pending for an order paid on another device since,
  // or whose hold ran out.
  loader: startOrderPage,
  component: sectionPage(Payment, { what: 'this order', shape: 'form' }),
});

function Payment() {
  const { id } = Route.useParams();
  const { session } = Route.useRouteContext();
  const { data: order } = useOrder(id);
  const queryClient = useQueryClient();
  return (
    <PaymentPanel
      order={order}
      lines={<OrderLines order={order} />}
      payer={{ name: session.name, email: session.email }}
      onPaid={() => void queryClient.invalidateQueries({ queryKey: orderKeys.all })}
      onMovedOn={() => void queryClient.invalidateQueries({ queryKey: orderKeys.all })}
    />
  );
}
