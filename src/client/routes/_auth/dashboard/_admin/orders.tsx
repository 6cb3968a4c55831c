import { createFileRoute } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { allOrdersQueryOptions } from '@/client/features/orders/api/get-all-orders';
import { AdminOrdersTable } from '@/client/features/orders/components/admin-orders-table';

export const Route = createFileRoute('/_auth/dashboard/_admin/orders')({
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(allOrdersQueryOptions()),
  component: () => (
    <DashboardSection title="Orders" what="the orders">
      <AdminOrdersTable />
    </DashboardSection>
  ),
});
