import { createFileRoute } from '@tanstack/react-router';
import { startOrderPage } from '@/client/features/orders/api/get-order';
import { AdminOrderDetails } from '@/client/features/orders/components/admin-order-details';
import { OrderPage } from '@/client/features/orders/components/order-page';

export const Route = createFileRoute('/_auth/dashboard/_admin/orders_/$id')({
  loader: startOrderPage,
  component: AdminOrderPage,
});

function AdminOrderPage() {
  const { id } = Route.useParams();
  return <OrderPage id={id} backTo="/dashboard/orders" back="All orders" Details={AdminOrderDetails} />;
}
