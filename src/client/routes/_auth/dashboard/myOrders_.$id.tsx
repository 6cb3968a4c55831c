import { createFileRoute, Link, useParams } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { orderQueryOptions, seedOrderFromLists } from '@/client/features/orders/api/get-order';
import { MyOrderDetails } from '@/client/features/orders/components/my-order-details';
import { OrderNotFound } from '@/client/features/orders/components/order-parts';

/** A customer's own order, from My Orders: beside it, not inside it, so it has the page to itself. */
export const Route = createFileRoute('/_auth/dashboard/myOrders_/$id')({
  loader: ({ context: { queryClient }, params }) => {
    seedOrderFromLists(queryClient, params.id);
    // Read again on every visit, however fresh: an order seeded from a list has no timeline yet.
    void queryClient.prefetchQuery({ ...orderQueryOptions(params.id), staleTime: 0 });
  },
  component: MyOrderPage,
});

function MyOrderPage() {
  const { id } = useParams({ from: '/_auth/dashboard/myOrders_/$id' });
  return (
    <>
      <Link to="/dashboard/myOrders" className="btn-outline mb-4 min-h-11 px-4 py-2">
        ← My Orders
      </Link>
      <DashboardSection what="this order" shape="form" notFound={<OrderNotFound />}>
        <MyOrderDetails key={id} id={id} />
      </DashboardSection>
    </>
  );
}
