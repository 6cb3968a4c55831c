import { createFileRoute } from '@tanstack/react-router';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { MyOrdersTable } from '@/client/features/orders/components/my-orders-table';
import { useSession } from '@/client/lib/auth/session';

export const Route = createFileRoute('/_auth/dashboard/myOrders')({
  component: MyOrdersPage,
});

function MyOrdersPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <h2 className="mb-4 font-display text-2xl font-bold text-ink">My Orders</h2>
      <QueryBoundary
        what="your orders"
        fallback={
          <div className="card h-64 animate-pulse" role="status" aria-busy="true" aria-label="Loading your orders" />
        }
      >
        <MyOrdersTable email={session.email} />
      </QueryBoundary>
    </>
  );
}
