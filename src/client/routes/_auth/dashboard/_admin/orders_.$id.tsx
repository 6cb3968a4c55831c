import { createFileRoute, Link, useParams } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { orderQueryOptions, seedOrderFromLists } from '@/client/features/orders/api/get-order';
import { AdminOrderDetails } from '@/client/features/orders/components/admin-order-details';
import { OrderNotFound } from '@/client/features/orders/components/order-parts';

export const Route = createFileRoute('/_auth/dashboard/_admin/orders_/$id')({
  loader: ({ context: { queryClient }, params }) => {
    seedOrderFromLists(queryClient, params.id);
    // Read again on every visit, however fresh: an order seeded from a list has no timeline yet.
    void queryClient.prefetchQuery({ ...orderQueryOptions(params.id), staleTime: 0 });
  },
  component: AdminOrderPage,
});

function AdminOrderPage() {
  const { id } = useParams({ from: '/_auth/dashboard/_admin/orders_/$id' });
  return (
    <>
      <Link to="/dashboard/orders" className="btn-outline mb-4 min-h-11 px-4 py-2">
        ← All orders
      </Link>
      <DashboardSection what="this order" shape="form" notFound={<OrderNotFound />}>
        <AdminOrderDetails key={id} id={id} />
      </DashboardSection>
    </>
  );
}
