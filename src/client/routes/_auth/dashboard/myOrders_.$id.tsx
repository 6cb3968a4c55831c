import { createFileRoute } from '@tanstack/react-router';
import { startOrderPage } from '@/client/features/orders/api/get-order';
import { MyOrderDetails } from '@/client/features/orders/components/my-order-details';
import { OrderPage } from '@/client/features/orders/components/order-page';

/** A customer's own order, from My Orders: beside it, not inside it, so it has the page to itself. */
export const Route = createFileRoute('/_auth/dashboard/myOrders_/$id')({
  loader: startOrderPage,
  component: MyOrderPage,
});

function MyOrderPage() {
  const { id } = Route.useParams();
  return <OrderPage id={id} backTo="/dashboard/myOrders" back="My Orders" Details={MyOrderDetails} />;
}
