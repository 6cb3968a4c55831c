import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { seedOrderFromLists, useOrder } from '@/client/features/orders/api/get-orders';
import { orderKeys } from '@/client/features/orders/api/order-keys';
import { PaymentPanel } from '@/client/features/payments/components/payment-panel';
import { useSession } from '@/client/lib/auth/session';

export const Route = createFileRoute('/_auth/dashboard/payment/$id')({
  loader: ({ context: { queryClient }, params }) => seedOrderFromLists(queryClient, params.id),
  component: PaymentPage,
});

function PaymentPage() {
  return (
    <QueryBoundary
      what="this order"
      fallback={
        <div
          className="card h-96 max-w-2xl animate-pulse"
          role="status"
          aria-busy="true"
          aria-label="Loading the order"
        />
      }
    >
      <Payment />
    </QueryBoundary>
  );
}

function Payment() {
  const { id } = Route.useParams();
  const session = useSession();
  const { data: order } = useOrder(id);
  const queryClient = useQueryClient();
  return (
    <PaymentPanel
      order={order}
      payer={{ name: session?.name ?? order.userName, email: session?.email ?? order.userEmail }}
      onPaid={() => void queryClient.invalidateQueries({ queryKey: orderKeys.all })}
    />
  );
}
