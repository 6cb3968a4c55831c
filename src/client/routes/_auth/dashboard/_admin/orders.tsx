import { createFileRoute } from '@tanstack/react-router';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { AdminOrdersTable } from '@/client/features/orders/components/admin-orders-table';

export const Route = createFileRoute('/_auth/dashboard/_admin/orders')({
  component: AdminOrdersPage,
});

function AdminOrdersPage() {
  return (
    <>
      <h2 className="mb-4 font-display text-2xl font-bold text-ink">Orders</h2>
      <QueryBoundary
        what="the orders"
        fallback={
          <div className="card h-64 animate-pulse" role="status" aria-busy="true" aria-label="Loading the orders" />
        }
      >
        <AdminOrdersTable />
      </QueryBoundary>
    </>
  );
}
